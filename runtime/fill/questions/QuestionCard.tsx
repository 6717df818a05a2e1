import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { StarFilled } from '@fluentui/react-icons';
import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetsFormContext } from '@widgets/index';
import type { ReactNode } from 'react';
import { memo } from 'react';
import type { RuleMessage } from '@engine/messages';
import type { TFunction } from 'i18next';
import { useVisuallyHiddenStyles } from '../../shared/layout/useVisuallyHiddenStyles';
import type { AnswerRegistry } from './answerRegistry';
import { AnswerConflict } from './AnswerConflict';
import { AnswerForm } from './AnswerForm';
import type { GroupStore } from './groupStore';
import type { QuestionState } from './questionState';
import { QuestionComments } from '../review/QuestionComments';
import { QuestionTip } from './QuestionTip';
import { RestoreOffer } from './RestoreOffer';
import { SaveStatusIndicator } from './SaveStatusIndicator';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  readOnly: { backgroundColor: tokens.colorNeutralBackground3 },
  title: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  star: { color: tokens.colorPaletteMarigoldForeground1 },
  forms: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground2 },
  heading: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  text: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // Fluent's Body1 typography on a plain span: one component and two style hooks fewer per card.
  body: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightRegular,
  },
});

/**
 * The translation functions of every card, made once by the list: a `useTranslation` per card (and
 * per status indicator) would subscribe each of 2,000 cards to the language.
 */
export interface CardTexts {
  // Without a key prefix: `ReturnType<typeof useTranslation>['t']` leaves the prefix open (every
  // prefix of every key), which TypeScript gives up on once the texts grow ("excessively deep").
  t: TFunction<'translation', undefined>;
  /** The engine's rule verdicts in the interface language (see useRuleText). */
  ruleText(message: RuleMessage | undefined): string | undefined;
  /** The interface language, for dates. */
  language: string;
}

interface QuestionCardProps {
  state: QuestionState;
  store: GroupStore;
  registry: AnswerRegistry;
  formContext: WidgetsFormContext;
  texts: CardTexts;
  /** Admin mode: the question's edit button and active switch, by its dictionary id. */
  actions?: (questionId: number) => ReactNode;
}

/**
 * One question: "Question {number}" with a star and the recommended forms, the optional group
 * heading, the text with its help tip, the answer control and the save status. It reads only its own
 * question's signals, so typing elsewhere never renders it.
 */
function QuestionCardView({ state, store, registry, formContext, texts, actions }: QuestionCardProps) {
  useSignals();
  const { t, ruleText } = texts;
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles().hidden;
  const view = state.view.value;
  const value = state.value.value;
  const status = state.status.value;
  const message = state.message.value;
  const locked = state.locked.value;
  const revision = state.revision.value;
  const conflict = state.conflict.value;
  const restorable = store.restoreOffer(state.key).value;
  if (!view) return null;
  const { card } = view;
  const titleId = `question-${card.id}-title`;
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className={mergeClasses(styles.card, view.readOnly && styles.readOnly)}
      data-question-id={card.questionId}
    >
      <h3 id={titleId} className={styles.title}>
        {t('fillQuestions.questionTitle', { number: card.number })}
        {card.recommended && (
          <>
            <StarFilled className={styles.star} aria-hidden />{' '}
            <span className={hidden}>{t('fillQuestions.recommended')}</span>
          </>
        )}
        {card.recommendedForms.length > 0 && (
          <>
            {' '}
            <span className={styles.forms}>({card.recommendedForms.join(', ')})</span>
          </>
        )}
      </h3>
      {actions && (
        <div className={styles.actions} data-admin-actions>
          {actions(card.questionId)}
        </div>
      )}
      {card.groupHeading && <Caption1 className={styles.heading}>{card.groupHeading}</Caption1>}
      <div className={styles.text}>
        <span className={styles.body}>{card.text}</span>
        {card.tip && <QuestionTip number={card.number} tip={card.tip} t={t} />}
      </div>
      <AnswerForm
        key={revision}
        view={view}
        value={value}
        errorText={ruleText(message)}
        locked={locked || conflict !== undefined}
        registry={registry}
        formContext={formContext}
        onChange={(formData) => store.change(state.key, formData)}
        onBlur={() => store.flush(state.key)}
      />
      <SaveStatusIndicator status={status} t={t} />
      {conflict && (
        <AnswerConflict
          conflict={conflict}
          mine={state.question.answers}
          options={state.question.answerList}
          t={t}
          onKeepMine={() => store.keepMine(state.key)}
          onTakeServer={() => store.takeServer(state.key)}
        />
      )}
      {restorable && (
        <RestoreOffer
          offer={restorable}
          options={state.question.answerList}
          onRestore={() => store.restore(state.key)}
          t={t}
        />
      )}
      <QuestionComments
        filledQuestionId={card.id}
        number={card.number}
        options={state.question.answerList}
        texts={texts}
      />
    </div>
  );
}

/**
 * Memoised: the group view renders again when its context changes (options loaded, another
 * language), and a card whose props are the same objects has nothing new to show. (A card is no RJSF
 * widget, so memo is allowed here.)
 */
export const QuestionCard = memo(QuestionCardView);
