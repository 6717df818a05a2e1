import {
  Body1,
  Body1Strong,
  Button,
  Caption1,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Select,
  Spinner,
  Subtitle1,
  Switch,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowResetRegular } from '@fluentui/react-icons';
import { QuestionGroupView, dictionaryGroupInstance } from '@runtime/fill/preview';
import {
  LANGUAGES,
  isLanguageCode,
  localeCodeToId,
  localeIdToCode,
  type LanguageCode,
} from '@runtime/shared/i18n/languages';
import { useReloadStructureLists, useStructureLocaleId } from '@runtime/shared/structure/data';
import type { FillQuestion } from '@schemas/generated/api/fill';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { NO_ANSWERS, keepAnswers, withKeptAnswers, type KeptAnswers } from './keptAnswers';
import { localAnswerSaving } from './localAnswerSaving';
import { usePreviewAnswers } from './previewAnswers';
import { inPreviewLanguage } from './inPreviewLanguage';
import { PreviewOptions, type OptionsRead } from './PreviewOptions';
import { usePreviewSelection } from './previewSelection';
import { usePreviewGroup } from './usePreviewGroup';
import { usePreviewI18n } from './usePreviewI18n';

const useStyles = makeStyles({
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0 },
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  language: { minWidth: '10rem' },
  // The screen the previewer fills: the fill screen's cards on its background.
  frame: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    boxSizing: 'border-box',
    padding: tokens.spacingVerticalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // A phone's width, never wider than the room there is (on a phone it is the room there is).
  phone: { width: '375px', maxWidth: '100%', alignSelf: 'center' },
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  groupName: { overflowWrap: 'anywhere', margin: 0 },
});

/** Below this width the type page puts the preview under the tree (TypeTreePage's workspace). */
const BELOW_THE_TREE = '(max-width: 1023.98px)';

/** The cards of the fill screen have no form names to show here: the dictionary does not say which. */
const NO_FORM_NAMES: Readonly<Record<number, string>> = {};

/**
 * The studio's live preview: the group chosen in the tree, rendered by the engine and the fill
 * screen's own question cards and widgets, in any of the six languages and at a phone's width. The
 * previewer answers as a farmer would: skips, bounds and messages follow; the answers stay in this
 * pane (kept by question id while the structure changes) and nothing is sent to the fill API.
 */
export function PreviewPane() {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const headingId = useId();
  const selection = usePreviewSelection();
  const target = selection?.selected;
  // The preview starts in the studio's language; the cards' language is then the previewer's choice.
  const studioLocaleId = useStructureLocaleId();
  const [language, setLanguage] = useState<LanguageCode>(() => localeIdToCode(studioLocaleId));
  const [phone, setPhone] = useState(false);
  // The answers live in the structure view's provider, so the indicator editor computes on them too.
  const [ownKept, setOwnKept] = useState<KeptAnswers>(NO_ANSWERS);
  const shared = usePreviewAnswers();
  const kept = shared?.kept ?? ownKept;
  const setKept = shared?.setKept ?? setOwnKept;
  const preview = usePreviewI18n(language);
  const data = usePreviewGroup(target);

  const [optionsRead, setOptionsRead] = useState<ReadonlyMap<number, OptionsRead>>(new Map());
  const onOptionsRead = useCallback(
    (questionId: number, read: OptionsRead) =>
      setOptionsRead((current) => new Map(current).set(questionId, read)),
    [],
  );
  const withOptions = useMemo(
    () => data.questions?.filter((question) => question.optionCount > 0).map((question) => question.id) ?? [],
    [data.questions],
  );
  const optionsError = withOptions.map((id) => optionsRead.get(id)?.error).find((error) => error);

  const shownLocaleId = preview ? localeCodeToId(preview.language) : undefined;
  const instance = useMemo(() => {
    const { group, questions } = data;
    if (!group || !questions || shownLocaleId === undefined) return undefined;
    const lists = withOptions.map((id) => optionsRead.get(id)?.options);
    if (lists.some((list) => list === undefined)) return undefined;
    const options = lists
      .flatMap((list) => list ?? [])
      .map((option) => inPreviewLanguage(option, shownLocaleId));
    const shown = dictionaryGroupInstance(
      inPreviewLanguage(group, shownLocaleId),
      questions.map((question) => inPreviewLanguage(question, shownLocaleId)),
      options,
      shownLocaleId,
    );
    return withKeptAnswers(shown, kept);
  }, [data, withOptions, optionsRead, shownLocaleId, kept]);

  const run = kept.run;
  const onSaved = useCallback(
    (question: FillQuestion) => setKept((current) => keepAnswers(current, run, question)),
    [run, setKept],
  );
  const error = data.error ?? optionsError;

  // On a phone the preview is below the whole tree: a group chosen there is brought into view.
  const frameRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!target || !window.matchMedia(BELOW_THE_TREE).matches) return;
    frameRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [target]);
  const reload = useReloadStructureLists();

  return (
    <section className={styles.pane} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={styles.heading}>
        {t('preview.title')}
      </Subtitle1>
      <div className={styles.tools}>
        <Field label={t('preview.language')} className={styles.language}>
          <Select
            value={language}
            onChange={(_event, chosen) => {
              if (isLanguageCode(chosen.value)) setLanguage(chosen.value);
            }}
          >
            {LANGUAGES.map((candidate) => (
              <option key={candidate.code} value={candidate.code} lang={candidate.code}>
                {candidate.nativeName}
              </option>
            ))}
          </Select>
        </Field>
        <Switch
          label={t('preview.phoneWidth')}
          checked={phone}
          onChange={(_event, toggled) => setPhone(toggled.checked)}
        />
        <Button
          icon={<ArrowResetRegular />}
          disabled={!target}
          onClick={() => setKept((current) => ({ run: current.run + 1, byQuestion: new Map() }))}
        >
          {t('preview.clear')}
        </Button>
      </div>
      <Caption1>{t('preview.notSaved')}</Caption1>
      <div ref={frameRef} className={mergeClasses(styles.frame, phone && styles.phone)} data-preview-frame>
        {!target || data.gone ? (
          <Body1 as="p" block>
            {t(data.gone ? 'preview.gone' : 'preview.choose')}
          </Body1>
        ) : instance && preview ? (
          <>
            {instance.questionList.every((question) => !question.isActive) && (
              <Body1 as="p" block>
                {t('preview.noQuestions')}
              </Body1>
            )}
            {/* The fill screen's cards in the preview's language, texts and widgets alike. */}
            <I18nextProvider i18n={preview.i18n}>
              <div className={styles.cards} lang={preview.language}>
                <Body1Strong as="p" block className={styles.groupName}>
                  {instance.questionListName}
                </Body1Strong>
                <QuestionGroupView
                  key={kept.run}
                  group={instance}
                  formNames={NO_FORM_NAMES}
                  readOnly={false}
                  onSaved={onSaved}
                  saving={localAnswerSaving}
                />
              </div>
            </I18nextProvider>
          </>
        ) : error ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{t('preview.loadFailed', { message: error.message })}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => void reload()}>{t('preview.retry')}</Button>
            </MessageBarActions>
          </MessageBar>
        ) : (
          <Spinner size="tiny" label={t('preview.loading')} />
        )}
      </div>
      <PreviewOptions questionIds={withOptions} onRead={onOptionsRead} />
    </section>
  );
}
