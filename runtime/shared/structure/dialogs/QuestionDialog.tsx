import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STRUCTURE_DIALOGS_NS } from '../../i18n/structureDialogsTexts';
import { answerKind, type AnswerTypeId } from '@engine/kinds/index';
import { checkOptionsSource } from '@engine/structure/check-options-source';
import { checkQuestionEntry } from '@engine/structure/check-question-entry';
import { wholeNumberOf } from '@engine/structure/check-whole-number';
import { apiContract } from '@schemas/contract/index';
import type { QuestionDicItem, QuestionEntry, TranslatedText } from '@schemas/generated/api/structure-admin';
import { contractCall } from '../../api/contractCall';
import { useQuestionDicList } from '../data/useStructureLists';
import { AnswerTypeField } from './AnswerTypeField';
import { maxFieldHint } from './answerTypeChoices';
import { StructureDialogFrame } from './StructureDialogFrame';
import { QuestionSourceField } from './QuestionSourceField';
import { boundSourceCandidates, optionsSourceCandidates } from './questionSources';
import { TextField } from './TextField';
import { TranslationFields } from './TranslationFields';
import { draftOf, hasAnyText, translatedTextOf, type TranslationDraft } from './translationDraft';
import { translationFieldNames } from './translationFieldNames';
import { useStructureDialog } from './useStructureDialog';
import { typedNumber, typedWhole } from './wholeNumberText';

export interface QuestionDialogProps {
  open: boolean;
  /** The question group (question list) the question belongs to. */
  questionListDicId: number;
  /** Questions the group holds now (the edited one included). */
  questionCount: number;
  /** The group is in its form's first subform, where map answer types are not offered. */
  inFirstSubform: boolean;
  /** The question edited; none to add one. */
  question?: QuestionDicItem;
  /** Closed: with the saved question, or nothing when cancelled. */
  onClose: (saved?: QuestionDicItem) => void;
}

const FIELDS = [
  'answerTypeDicId',
  'questionOrderKey',
  'shortName',
  'min',
  'max',
  'category',
  'optionsFromQuestionId',
  'maxAnswerQuestionId',
  ...translationFieldNames('text'),
  ...translationFieldNames('questionGroup'),
  ...translationFieldNames('questionTip'),
];

/**
 * Add or edit a question: answer type (fixed once saved), text, group heading and tip in six languages,
 * number in the group, export short name, bounds where the answer type has them, category; where the
 * answer type reads them from another question of the group, the question its options come from
 * (required) or its upper bound comes from (optional).
 */
export function QuestionDialog(props: QuestionDialogProps) {
  return props.open ? <OpenQuestionDialog key={props.question?.id ?? 'new'} {...props} /> : null;
}

/** An optional translated text: absent when never written, cleared (same id, empty texts) when emptied. */
function optionalText(
  draft: TranslationDraft,
  saved: TranslatedText | null | undefined,
): TranslatedText | null {
  return hasAnyText(draft) || saved ? translatedTextOf(draft, saved) : null;
}

function parsedNumber(typed: string): number | undefined {
  const trimmed = typed.trim();
  if (trimmed === '') return undefined;
  return /^[0-9]+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function OpenQuestionDialog({
  questionListDicId,
  questionCount,
  inFirstSubform,
  question,
  onClose,
}: QuestionDialogProps) {
  const { t } = useTranslation(STRUCTURE_DIALOGS_NS);
  const [answerTypeId, setAnswerTypeId] = useState<AnswerTypeId | undefined>(question?.answerTypeDicId);
  const [text, setText] = useState(() => draftOf(question?.text));
  const [heading, setHeading] = useState(() => draftOf(question?.questionGroup));
  const [tip, setTip] = useState(() => draftOf(question?.questionTip));
  const [number, setNumber] = useState(String(question?.questionOrderKey ?? questionCount + 1));
  const [shortName, setShortName] = useState(question?.shortName ?? '');
  const [min, setMin] = useState(typedNumber(question?.min));
  const [max, setMax] = useState(typedNumber(question?.max));
  const [category, setCategory] = useState(question?.category ?? '');
  const [optionsFrom, setOptionsFrom] = useState(question?.optionsFromQuestionId ?? null);
  const [maxFrom, setMaxFrom] = useState(question?.maxAnswerQuestionId ?? null);

  // Bounds the answer type has not are neither shown nor sent.
  const kind = answerTypeId === undefined ? undefined : answerKind(answerTypeId);
  const editorFields = kind?.editorFields ?? [];
  const shows = (field: 'min' | 'max' | 'optionsFromQuestionKey' | 'maxFromQuestionKey') =>
    editorFields.includes(field);
  // The group's questions are read only when the answer type can name one of them.
  const readsGroup = shows('optionsFromQuestionKey') || shows('maxFromQuestionKey');
  const groupQuestions = useQuestionDicList(readsGroup ? questionListDicId : null).data;
  const optionSources = optionsSourceCandidates(groupQuestions, question?.id);
  const boundSources = boundSourceCandidates(groupQuestions, question?.id);
  const fields = {
    answerTypeDicId: answerTypeId,
    text: translatedTextOf(text, question?.text),
    questionGroup: optionalText(heading, question?.questionGroup),
    questionTip: optionalText(tip, question?.questionTip),
    questionOrderKey: parsedNumber(number),
    shortName: shortName.trim(),
    min: shows('min') ? typedWhole(min) : null,
    max: shows('max') ? typedWhole(max) : null,
    category: category.trim() === '' ? null : category.trim(),
    optionsFromQuestionId: shows('optionsFromQuestionKey') ? optionsFrom : null,
    maxAnswerQuestionId: shows('maxFromQuestionKey') ? maxFrom : null,
  };
  // The source's kind is known from the group's list; one elsewhere is left to the server's check.
  const source = groupQuestions?.find((item) => item.id === fields.optionsFromQuestionId);
  const context = { questionCount, inFirstSubform, savedAnswerTypeDicId: question?.answerTypeDicId };
  const dialog = useStructureDialog<QuestionDicItem>([
    ...checkQuestionEntry({ ...fields, id: question?.id ?? null }, context),
    ...(source ? checkOptionsSource(source.answerTypeDicId) : []),
  ]);
  const maxNumber = Math.max(1, questionCount + (question ? 0 : 1));

  function call() {
    if (fields.answerTypeDicId === undefined || fields.questionOrderKey === undefined) {
      throw new Error('A question is sent only once its checks pass.');
    }
    const entry: QuestionEntry = {
      ...fields,
      id: question?.id ?? null,
      questionListDicId,
      answerTypeDicId: fields.answerTypeDicId,
      questionOrderKey: fields.questionOrderKey,
      min: wholeNumberOf(fields.min),
      max: wholeNumberOf(fields.max),
      isActive: question?.isActive ?? true,
    };
    return contractCall(question ? apiContract.updateQuestionDic : apiContract.addQuestionDic, {
      body: { ...entry },
    });
  }

  return (
    <StructureDialogFrame
      title={t(question ? 'question.editTitle' : 'question.addTitle')}
      state={dialog}
      onSubmit={(event) => dialog.submit(event, call, FIELDS)}
      onCancel={() => onClose()}
      successText={t(question ? 'edited.question' : 'added.question')}
      onSaved={onClose}
    >
      <AnswerTypeField
        value={answerTypeId}
        locked={question !== undefined}
        inFirstSubform={inFirstSubform}
        {...dialog.bind('answerTypeDicId', setAnswerTypeId)}
      />
      <TranslationFields
        legend={t('question.text')}
        value={text}
        required="fallback"
        multiline
        {...dialog.bindTranslations('text', setText)}
      />
      <TextField
        label={t('question.number')}
        hint={t('question.numberHint', { max: maxNumber })}
        required
        numeric
        value={number}
        {...dialog.bind('questionOrderKey', setNumber)}
      />
      <TextField
        label={t('question.shortName')}
        hint={t('question.shortNameHint')}
        required
        value={shortName}
        {...dialog.bind('shortName', setShortName)}
      />
      {shows('min') && (
        <TextField label={t('question.min')} numeric value={min} {...dialog.bind('min', setMin)} />
      )}
      {shows('max') && (
        <TextField
          label={t('question.max')}
          hint={maxFieldHint(t, kind)}
          numeric
          value={max}
          {...dialog.bind('max', setMax)}
        />
      )}
      {shows('optionsFromQuestionKey') && (
        <QuestionSourceField
          label={t('question.optionsFrom')}
          required
          candidates={optionSources}
          value={optionsFrom}
          noneText={t('choose')}
          emptyText={t('question.optionsFromEmpty')}
          {...dialog.bind('optionsFromQuestionId', setOptionsFrom)}
        />
      )}
      {shows('maxFromQuestionKey') && (
        <QuestionSourceField
          label={t('question.maxFrom')}
          candidates={boundSources}
          value={maxFrom}
          noneText={t('question.maxFromNone')}
          {...dialog.bind('maxAnswerQuestionId', setMaxFrom)}
        />
      )}
      <TextField label={t('question.category')} value={category} {...dialog.bind('category', setCategory)} />
      <TranslationFields
        legend={t('question.heading')}
        value={heading}
        {...dialog.bindTranslations('questionGroup', setHeading)}
      />
      <TranslationFields
        legend={t('question.tip')}
        value={tip}
        multiline
        {...dialog.bindTranslations('questionTip', setTip)}
      />
    </StructureDialogFrame>
  );
}
