import { makeStyles } from '@fluentui/react-components';
import type { WidgetsFormContext } from '@widgets/index';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useRuleText } from '../../shared/i18n/useRuleText';
import type { AnswerRegistry } from './answerRegistry';
import type { GroupStore } from './groupStore';
import { isMapQuestion } from './mapQuestions';
import { QuestionCard, type CardTexts } from './QuestionCard';
import { QuestionCardPlaceholder } from './QuestionCardListPlaceholder';
import { canMountIncrementally, isMounted, useCardMounting } from './QuestionCardListMounting';
import type { QuestionState } from './questionState';

const useStyles = makeStyles({
  item: {
    // Off-screen cards skip layout and paint (they stay in the page: find-in-page, Tab and screen
    // readers reach them). `auto` remembers a card's last real height once it has been on screen.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 180px',
    // Below the sticky header when navigated to.
    scrollMarginTop: '96px',
  },
});

/** `#question-{filled question id}`: the same id the card's form gives its control. */
const QUESTION_HASH = /^#question-(\d+)$/;

interface QuestionCardListProps {
  questions: readonly QuestionState[];
  store: GroupStore;
  registry: AnswerRegistry;
  formContext: WidgetsFormContext;
  /** The form context of the map questions' cards (with the map services), when the group has any. */
  mapFormContext?: WidgetsFormContext;
  /** Admin mode: the edit button and active switch of each card, by the question's dictionary id. */
  cardActions?: (questionId: number) => ReactNode;
}

/**
 * The cards of a group, mounted incrementally (decisions.md, issue 12): a screenful with the group,
 * then the rest in small slices while the browser is idle; a card scrolled into view, navigated to
 * (`#question-{id}`) or reached with Tab mounts first. Until then a placeholder shows its title and
 * text. Every card ends up mounted, so the page is the whole group, as before.
 */
export function QuestionCardList({
  questions,
  store,
  registry,
  formContext,
  mapFormContext,
  cardActions,
}: QuestionCardListProps) {
  const texts = useCardTexts();
  const { plan, mountSoon, mountNow } = useCardMounting(questions.length);
  const chunks = useMemo(() => {
    const runs: QuestionState[][] = [];
    for (let start = 0; start < questions.length; start += CHUNK)
      runs.push(questions.slice(start, start + CHUNK));
    return runs;
  }, [questions]);
  const listRef = useRef<HTMLDivElement>(null);
  const observe = usePlaceholderObserver(mountSoon);
  // A new object per request, so navigating to the same question again scrolls and focuses again.
  const [revealing, setRevealing] = useState<{ key: string } | undefined>(undefined);

  // Navigation: mount the card first, then scroll to it and focus its control.
  const reveal = useCallback(
    (filledQuestionId: number) => {
      const index = questions.findIndex((state) => state.question.id === filledQuestionId);
      const state = questions[index];
      if (!state) return;
      mountNow(index, state.key);
      setRevealing({ key: state.key });
    },
    [questions, mountNow],
  );
  useEffect(() => {
    const fromHash = () => {
      const match = QUESTION_HASH.exec(window.location.hash);
      if (match) reveal(Number(match[1]));
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [reveal]);
  useLayoutEffect(() => {
    if (revealing === undefined) return;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-card-key="${revealing.key}"]`);
    if (!item) return;
    item.scrollIntoView({ block: 'start' });
    focusInside(item, 'answer');
  }, [revealing]);

  // Tab from a card to an unmounted one: the browser skipped the placeholder; mount it and go there.
  const tabbing = useRef<'forward' | 'backward' | undefined>(undefined);
  const onBlur = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      const direction = tabbing.current;
      tabbing.current = undefined;
      const from = cardIndexOf(event.target);
      const to = event.relatedTarget;
      if (direction === undefined || from === undefined || !(to instanceof HTMLElement)) return;
      // Tab between the controls of one card.
      if (cardIndexOf(to) === from) return;
      const nextIndex = direction === 'forward' ? from + 1 : from - 1;
      const next = questions[nextIndex];
      if (!next || isMounted(plan, nextIndex, next.key)) return;
      flushSync(() => mountNow(nextIndex, next.key));
      const item = listRef.current?.querySelector<HTMLElement>(`[data-card-key="${next.key}"]`);
      // After the focus change under way has finished, not inside it.
      if (item) window.setTimeout(() => focusInside(item, direction === 'forward' ? 'first' : 'last'), 0);
    },
    [questions, plan, mountNow],
  );

  return (
    <div
      ref={listRef}
      style={{ display: 'contents' }}
      onKeyDown={(event) => {
        if (event.key === 'Tab') tabbing.current = event.shiftKey ? 'backward' : 'forward';
      }}
      onBlur={canMountIncrementally() ? onBlur : undefined}
    >
      {chunks.map((states, chunk) => {
        const start = chunk * CHUNK;
        return (
          <CardChunk
            key={start}
            start={start}
            states={states}
            until={Math.min(Math.max(plan.until - start, 0), states.length)}
            extra={states
              .filter((state) => plan.extra.has(state.key))
              .map((state) => state.key)
              .join(' ')}
            store={store}
            registry={registry}
            formContext={formContext}
            mapFormContext={mapFormContext}
            texts={texts}
            observe={observe}
            cardActions={cardActions}
          />
        );
      })}
    </div>
  );
}

/** Cards per chunk: a slice renders the list's chunks, not its 2,000 cards, and one chunk's items. */
const CHUNK = 50;

interface CardChunkProps {
  /** Index of the chunk's first card in the group. */
  start: number;
  states: readonly QuestionState[];
  /** Cards of the chunk mounted in order (the first `until`). */
  until: number;
  /** Keys of the chunk's cards mounted ahead of the slices, space-separated (compared as a string). */
  extra: string;
  store: GroupStore;
  registry: AnswerRegistry;
  formContext: WidgetsFormContext;
  mapFormContext: WidgetsFormContext | undefined;
  texts: CardTexts;
  observe(element: HTMLElement, key: string): () => void;
  cardActions?: (questionId: number) => ReactNode;
}

/** A run of cards; memoised, so a slice renders only the chunk it mounts cards in. */
const CardChunk = memo(function CardChunk({
  start,
  states,
  until,
  extra,
  store,
  registry,
  formContext,
  mapFormContext,
  texts,
  observe,
  cardActions,
}: CardChunkProps) {
  const styles = useStyles();
  const ahead = new Set(extra.split(' '));
  return states.map((state, offset) => (
    <div key={state.key} className={styles.item} data-card-key={state.key} data-card-index={start + offset}>
      {offset < until || ahead.has(state.key) ? (
        <QuestionCard
          state={state}
          store={store}
          registry={registry}
          formContext={mapFormContext && isMapQuestion(state.question) ? mapFormContext : formContext}
          texts={texts}
          actions={cardActions}
        />
      ) : (
        <QuestionCardPlaceholder state={state} texts={texts} observe={observe} />
      )}
    </div>
  ));
});

/** The translation functions every card uses, made once per list (one i18n subscription, not 2,000). */
function useCardTexts(): CardTexts {
  const { t, i18n } = useTranslation();
  const ruleText = useRuleText();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // ruleText is a new function on each render; it changes meaning only with `t`.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({ t, ruleText, language }), [t, language]);
}

/** One IntersectionObserver for the list's placeholders: those near the screen mount first. */
function usePlaceholderObserver(mountSoon: (keys: readonly string[]) => void) {
  const watch = useMemo(() => {
    if (!canMountIncrementally()) return undefined;
    const keys = new WeakMap<Element, string>();
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.flatMap((entry) => {
          const key = entry.isIntersecting ? keys.get(entry.target) : undefined;
          return key === undefined ? [] : [key];
        });
        if (near.length > 0) mountSoon(near);
      },
      // Half a screen ahead, so a card scrolled to is usually mounted before it shows.
      { rootMargin: '50% 0px' },
    );
    return { keys, observer };
  }, [mountSoon]);
  useEffect(() => () => watch?.observer.disconnect(), [watch]);
  return useCallback(
    (element: HTMLElement, key: string) => {
      if (!watch) return () => undefined;
      watch.keys.set(element, key);
      watch.observer.observe(element);
      return () => watch.observer.unobserve(element);
    },
    [watch],
  );
}

function cardIndexOf(element: EventTarget): number | undefined {
  if (!(element instanceof Element)) return undefined;
  const index = element.closest<HTMLElement>('[data-card-index]')?.dataset.cardIndex;
  return index === undefined ? undefined : Number(index);
}

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The answer's own controls, before the card's help button (for navigation to a question). */
const ANSWER_CONTROL =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [role="combobox"], [role="radio"], [role="checkbox"]';

/**
 * Focuses a card's answer control (navigation) or its first or last focusable element (Tab, in
 * document order); a card with none gets the focus itself.
 */
function focusInside(item: HTMLElement, which: 'answer' | 'first' | 'last'): void {
  const controls = [...item.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const control =
    which === 'answer'
      ? (item.querySelector<HTMLElement>(ANSWER_CONTROL) ?? controls[0])
      : which === 'first'
        ? controls[0]
        : controls[controls.length - 1];
  if (control) {
    control.focus();
    return;
  }
  const card = item.querySelector<HTMLElement>('[role="group"]');
  if (!card) return;
  card.tabIndex = -1;
  card.focus();
}
