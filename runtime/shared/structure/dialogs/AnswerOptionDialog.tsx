import { Switch } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STRUCTURE_DIALOGS_NS } from '../../i18n/structureDialogsTexts';
import { answerKind } from '@engine/kinds/index';
import { checkAnswerOptionEntry } from '@engine/structure/check-answer-option-entry';
import { wholeNumberOf } from '@engine/structure/check-whole-number';
import { apiContract } from '@schemas/contract/index';
import type {
  AnswerOptionDicItem,
  AnswerOptionEntry,
  QuestionDicItem,
} from '@schemas/generated/api/structure-admin';
import { contractCall } from '../../api/contractCall';
import { optionsTakeInput } from './answerTypeChoices';
import { StructureDialogFrame } from './StructureDialogFrame';
import { TextField } from './TextField';
import { TranslationFields } from './TranslationFields';
import { draftOf, translatedTextOf } from './translationDraft';
import { translationFieldNames } from './translationFieldNames';
import { useStructureDialog } from './useStructureDialog';
import { typedNumber, typedWhole } from './wholeNumberText';

export interface AnswerOptionDialogProps {
  open: boolean;
  /** The question the option belongs to: its answer type decides which fields the option has. */
  question: QuestionDicItem;
  /** The option edited; none to add one. */
  option?: AnswerOptionDicItem;
  /** Closed: with the saved option, or nothing when cancelled. */
  onClose: (saved?: AnswerOptionDicItem) => void;
}

const FIELDS = [
  'shortName',
  'min',
  'max',
  'skipQuestions',
  'skipQuestionsOffset',
  ...translationFieldNames('text'),
];

/**
 * Add or edit an answer option: its text in every language; whether it takes a number beside it (by
 * default as the question's answer type does), and then its export short name and bounds; how many
 * questions choosing it skips, and from where — not for multiple choice, whose options skip nothing.
 */
export function AnswerOptionDialog(props: AnswerOptionDialogProps) {
  return props.open ? <OpenAnswerOptionDialog key={props.option?.id ?? 'new'} {...props} /> : null;
}

function OpenAnswerOptionDialog({ question, option, onClose }: AnswerOptionDialogProps) {
  const { t } = useTranslation(STRUCTURE_DIALOGS_NS);
  const kind = answerKind(question.answerTypeDicId);
  const skips = kind.choice !== 'multiple';
  const [text, setText] = useState(() => draftOf(option?.text));
  const [hasInput, setHasInput] = useState(option?.hasInput ?? optionsTakeInput(kind));
  const [shortName, setShortName] = useState(option?.shortName ?? '');
  const [min, setMin] = useState(typedNumber(option?.min));
  const [max, setMax] = useState(typedNumber(option?.max));
  const [skipQuestions, setSkipQuestions] = useState(typedNumber(option?.skipQuestions));
  const [skipOffset, setSkipOffset] = useState(typedNumber(option?.skipQuestionsOffset));

  // Fields hidden (no input, or a multiple choice) are neither checked nor sent.
  const fields = {
    text: translatedTextOf(text, option?.text),
    shortName: hasInput && shortName.trim() !== '' ? shortName.trim() : null,
    min: hasInput ? typedWhole(min) : null,
    max: hasInput ? typedWhole(max) : null,
    skipQuestions: skips ? typedWhole(skipQuestions) : null,
    skipQuestionsOffset: skips ? typedWhole(skipOffset) : null,
  };
  const dialog = useStructureDialog<AnswerOptionDicItem>(checkAnswerOptionEntry(fields, hasInput));

  function call() {
    const entry: AnswerOptionEntry = {
      questionId: question.id,
      id: option?.id ?? null,
      text: fields.text,
      min: wholeNumberOf(fields.min),
      max: wholeNumberOf(fields.max),
      skipQuestions: wholeNumberOf(fields.skipQuestions),
      skipQuestionsOffset: wholeNumberOf(fields.skipQuestionsOffset),
      shortName: fields.shortName,
      maxAnswerQuestionId: option?.maxAnswerQuestionId ?? null,
      isActive: option?.isActive ?? true,
      hasInput,
    };
    return option
      ? contractCall(apiContract.updateOptionDic, {
          query: { answerDicId: String(option.id) },
          body: { ...entry },
        })
      : contractCall(apiContract.addOptionDic, { body: { ...entry } });
  }

  return (
    <StructureDialogFrame
      title={t(option ? 'option.editTitle' : 'option.addTitle')}
      state={dialog}
      onSubmit={(event) => dialog.submit(event, call, FIELDS)}
      onCancel={() => onClose()}
      successText={t(option ? 'edited.option' : 'added.option')}
      onSaved={onClose}
    >
      <TranslationFields
        legend={t('option.text')}
        value={text}
        required="all"
        {...dialog.bindTranslations('text', setText)}
      />
      <Switch
        label={t('option.hasInput')}
        checked={hasInput}
        onChange={(_event, data) => setHasInput(data.checked)}
      />
      {hasInput && (
        <>
          <TextField
            label={t('option.shortName')}
            hint={t('question.shortNameHint')}
            required
            value={shortName}
            {...dialog.bind('shortName', setShortName)}
          />
          <TextField label={t('option.min')} numeric value={min} {...dialog.bind('min', setMin)} />
          <TextField label={t('option.max')} numeric value={max} {...dialog.bind('max', setMax)} />
        </>
      )}
      {skips && (
        <>
          <TextField
            label={t('option.skipQuestions')}
            numeric
            value={skipQuestions}
            {...dialog.bind('skipQuestions', setSkipQuestions)}
          />
          <TextField
            label={t('option.skipQuestionsOffset')}
            numeric
            value={skipOffset}
            {...dialog.bind('skipQuestionsOffset', setSkipOffset)}
          />
        </>
      )}
    </StructureDialogFrame>
  );
}
