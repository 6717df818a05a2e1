import { makeStyles, tokens } from '@fluentui/react-components';
import { useSignals } from '@preact/signals-react/runtime';
import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import type { WidgetsFormContext } from '@widgets/index';
import type { ReactNode } from 'react';
import { use, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/apiContext';
import { localeCodeToId } from '../../shared/i18n/languages';
import { useMapServices } from '../../shared/map/useMapServices';
import type { AnswerRestoring } from './answerRestoring';
import type { AnswerSaving } from './answerSaving';
import { answerRegistry, type AnswerRegistry } from './answerRegistry';
import { isMapQuestion } from './mapQuestions';
import { photoServices } from './photoServices';
import { QuestionCardList } from './QuestionCardList';
import { SubmissionTriedContext } from './submissionTried';
import { SaveFailureDialog } from './SaveFailureDialog';
import { useFillContext } from './useFillContext';
import { useQuestionAutosave } from './useQuestionAutosave';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface QuestionGroupViewProps {
  /**
   * The questionnaire being filled; none for a structure shown without one (the studio's preview):
   * then no answers outside the group are read.
   */
  questionnaireId?: number;
  /** The selected group instance, as `questionlist/{filledSubformId}` gives it. */
  group: GroupInstance;
  /** Form names by form dictionary id, for the recommended-forms note. */
  formNames: Readonly<Record<number, string>>;
  /** Show mode, admin mode, an approved questionnaire or a submitted form: nothing can be answered. */
  readOnly: boolean;
  /**
   * After each successful save or delete, with the question as the server now holds it (from the
   * save's own reply): the screen writes it into the group list it keeps, so progress follows and the
   * group shows it when opened again, without loading the group.
   */
  onSaved: (question: FillQuestion) => void;
  /** After a question was read again (after a failed save), as the server holds it. */
  onReloaded?: (question: FillQuestion) => void;
  /** The answer widgets; widgets/ registry unless a test passes its own. */
  registry?: AnswerRegistry;
  /**
   * Admin mode on a questionnaire type's structure (no questionnaire, no answers): inactive questions
   * are shown too, no answers outside the group are read, and each card gets these actions.
   */
  admin?: AdminCards;
  /**
   * Where the answers go, read when the group's view is made: the fill API unless given (the studio's
   * preview keeps them on screen and sends nothing).
   */
  saving?: AnswerSaving;
  /**
   * Where removed answers are offered and restored: the fill API unless `saving` is given (then
   * none unless given here, as the studio's preview has none).
   */
  restoring?: AnswerRestoring;
}

/** What admin mode adds to the cards of a group. */
export interface AdminCards {
  /** The edit button and active switch of one question, by its dictionary id. */
  actions: (questionId: number) => ReactNode;
}

/**
 * The questions of one group instance, one card per question, each saving itself (specification
 * section 4). The screen may pass the group again at any time (with saved questions written back, or
 * loaded in another language): answers being edited are kept. Another group instance gets a fresh view.
 */
export function QuestionGroupView(props: QuestionGroupViewProps) {
  return <GroupCards key={props.group.id} {...props} />;
}

/** No reaction to a reloaded question (a stable default, so the store's handlers stay put). */
const ignore = (): void => undefined;

function GroupCards({
  questionnaireId,
  group,
  formNames,
  readOnly,
  onSaved,
  onReloaded = ignore,
  registry = answerRegistry,
  admin,
  saving,
  restoring,
}: QuestionGroupViewProps) {
  useSignals();
  const styles = useStyles();
  const { i18n } = useTranslation();
  const { context, reloadOptions } = useFillContext(admin ? undefined : questionnaireId, group, formNames);
  const store = useQuestionAutosave({
    group,
    context,
    readOnly,
    includeInactive: admin !== undefined,
    localeId: localeCodeToId(i18n.resolvedLanguage ?? i18n.language),
    saving,
    restoring,
    questionnaireId: admin ? undefined : questionnaireId,
    onSaved,
    onReloaded,
    onOptionsSourceSaved: reloadOptions,
  });
  const showRequired = use(SubmissionTriedContext);
  // Photos go to the server's filled questions: not where the answers stay on screen (the preview).
  const api = useApi();
  const photos = useMemo(() => (saving === undefined ? photoServices(api) : undefined), [api, saving]);
  const formContext = useMemo<WidgetsFormContext>(
    () => (photos ? { today: context.today, showRequired, photos } : { today: context.today, showRequired }),
    [context.today, showRequired, photos],
  );
  // Only a group with a map question asks for the map settings; only its map cards get the services,
  // so the settings' arrival renders those cards alone.
  const hasMapQuestion = useMemo(() => group.questionList.some(isMapQuestion), [group.questionList]);
  const map = useMapServices(hasMapQuestion);
  const mapFormContext = useMemo<WidgetsFormContext | undefined>(
    () => (map ? { ...formContext, map } : undefined),
    [formContext, map],
  );
  const questions = store.questions.value;
  return (
    <div className={styles.list}>
      <QuestionCardList
        questions={questions}
        store={store}
        registry={registry}
        formContext={formContext}
        mapFormContext={mapFormContext}
        cardActions={admin?.actions}
      />
      <SaveFailureDialog store={store} />
    </div>
  );
}
