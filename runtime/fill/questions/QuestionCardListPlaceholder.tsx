import { makeStyles, tokens } from '@fluentui/react-components';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useCallback } from 'react';
import type { QuestionState } from './questionState';
import type { CardTexts } from './QuestionCard';

const useStyles = makeStyles({
  placeholder: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    // About the height of the card's control and status, so the page hardly moves when it mounts.
    minHeight: '120px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  body: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
});

interface PlaceholderProps {
  state: QuestionState;
  texts: CardTexts;
  /** Registers the placeholder with the list's IntersectionObserver; returns the cleanup. */
  observe(element: HTMLElement, key: string): () => void;
}

/**
 * A card not mounted yet: its title and text only, so find-in-page finds the question and a screen
 * reader reads the same group and heading the card will have. It has nothing to focus.
 */
function PlaceholderView({ state, texts, observe }: PlaceholderProps) {
  useSignals();
  const styles = useStyles();
  const view = state.view.value;
  const { key } = state;
  const ref = useCallback(
    (element: HTMLElement | null) => (element ? observe(element, key) : undefined),
    [observe, key],
  );
  if (!view) return null;
  const { card } = view;
  const titleId = `question-${card.id}-title`;
  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={titleId}
      aria-busy
      className={styles.placeholder}
      data-question-id={card.questionId}
      data-placeholder
    >
      <h3 id={titleId} className={styles.title}>
        {texts.t('fillQuestions.questionTitle', { number: card.number })}
      </h3>
      {card.groupHeading && <span>{card.groupHeading}</span>}
      <span className={styles.body}>{card.text}</span>
    </div>
  );
}

export const QuestionCardPlaceholder = memo(PlaceholderView);
