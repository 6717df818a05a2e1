import type { QuestionSave, SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion, GroupInstance, RestorableAnswer } from '@schemas/generated/api/fill';
import { useMemo } from 'react';
import type { QueuedState } from '@runtime/fill/offline/answerQueue';
import { QUEUED } from '@runtime/fill/offline/queued';
import type { AnswerRestoring } from '@runtime/fill/questions/answerRestoring';
import type { AnswerSaving } from '@runtime/fill/questions/answerSaving';
import { QuestionGroupView } from '@runtime/fill/questions/QuestionGroupView';
import type { ApiClient } from '@runtime/shared/api/apiClient';
import { ApiContext } from '@runtime/shared/api/apiContext';
import type { ApiFailure } from '@runtime/shared/api/envelope';
import { everyAnswerTypeGroup } from '@tests/fixtures/fill-group';
import { QUESTIONNAIRE_ID, SAVED_AT } from '@tests/runtime/fill/questions/support/questionServer';

/** How the story's server edge answers a save. */
export type SaveOutcome = 'succeeds' | 'never' | 'fails' | 'queued';

/**
 * The form names of the recommended-forms note, as tests/runtime/fill/questions/support/renderGroup.tsx
 * gives them (that module brings testing-library, which does not belong in a story).
 */
const FORM_NAMES: Readonly<Record<number, string>> = { 2: 'Welfare report', 3: 'Emissions report' };

export const SAVE_FAILED_MESSAGE = 'The server could not save the answer. Try again later.';

export interface CardStoryProps {
  /** The group's questions (defaults to the fixture with every answer type). */
  group?: GroupInstance;
  /** Only these questions of the group, by question number (dictionary id); all when absent. */
  only?: readonly number[];
  /** Saved answers by question number, as the server sent them with the group. */
  answers?: Readonly<Record<number, SavedAnswer[]>>;
  saving?: SaveOutcome;
  /** What the device's queue holds for a question, by filled question id (waiting, conflict). */
  kept?: Readonly<Record<number, QueuedState>>;
  /** Removed answers the server offers to restore, by filled question id. */
  restorable?: Readonly<Record<number, RestorableAnswer>>;
  readOnly?: boolean;
  /** Called with each save the card sends (what is kept of the typed value). */
  onSave?: (save: QuestionSave) => void;
  /** Called with the filled question id when the user keeps the device's answer. */
  onKeepMine?: (filledQuestionId: number) => void;
  onTakeServer?: (filledQuestionId: number) => void;
}

const failure = (message: string): ApiFailure => ({ ok: false, status: 500, error: 'SERVER_ERROR', message });

/** No call reaches a network: anything the cards ask beyond the seams below is refused. */
const noNetwork: ApiClient = {
  send: () => Promise.resolve(failure('No network in this story.')),
  download: () => Promise.resolve(failure('No downloads in this story.')),
};

const after = <T,>(ms: number, value: T): Promise<T> =>
  new Promise((resolve) => setTimeout(() => resolve(value), ms));

/**
 * The answers' network edge, as the fill API would answer: a save stored with a new version and the
 * fixture server's saving time, one that never comes back, a refusal, or one kept on the device.
 */
function storySaving(props: CardStoryProps, stored: ReadonlyMap<number, FillQuestion>): AnswerSaving {
  const { saving = 'succeeds', kept = {}, onSave, onKeepMine, onTakeServer } = props;
  return {
    save(save) {
      onSave?.(save);
      if (saving === 'never') return new Promise(() => undefined);
      if (saving === 'fails') return after(300, failure(SAVE_FAILED_MESSAGE));
      if (saving === 'queued') return after(100, QUEUED);
      const answers = save.answers.map((answer, index) => ({ ...answer, id: index + 1, date: SAVED_AT }));
      return after(300, { ok: true, data: { version: (save.version ?? 0) + 1, answers } });
    },
    deleteAnswers: (question) =>
      after(100, { ok: true, data: { version: question.version + 1, answers: [] } }),
    reload: (question) => after(100, { ok: true, data: stored.get(question.id) ?? question }),
    kept:
      Object.keys(kept).length === 0
        ? undefined
        : {
            stateOf: (filledQuestionId) => kept[filledQuestionId],
            subscribe: () => () => undefined,
            keepMine: async (filledQuestionId) => onKeepMine?.(filledQuestionId),
            takeServer: async (filledQuestionId) => onTakeServer?.(filledQuestionId),
          },
  };
}

function storyRestoring(offers: Readonly<Record<number, RestorableAnswer>>): AnswerRestoring {
  return {
    restorable: (question) => {
      const offer = offers[question.id];
      return after(100, { ok: true, data: offer ? [offer] : [] });
    },
    restore: (question, revisionId) => {
      const offer = Object.values(offers).find((candidate) => candidate.revisionId === revisionId);
      return after(300, { ok: true, data: { version: question.version + 1, answers: offer?.answers ?? [] } });
    },
  };
}

/**
 * The fill screen's question group view (the real cards, store and failure dialog) on the fixture
 * group, narrowed to a few questions, with its answers going to a stand-in for the fill API.
 */
export function CardStory(props: CardStoryProps) {
  const { group: given, only, answers = {}, restorable, readOnly = false } = props;
  const group = useMemo(() => {
    const base = given ?? everyAnswerTypeGroup();
    const questionList = base.questionList
      .filter((question) => !only || only.includes(question.questionId))
      .map((question) => ({ ...question, answers: answers[question.questionId] ?? question.answers }));
    return { ...base, questionList };
    // One story, one group: the args of a story do not change while it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const saving = useMemo(
    () => storySaving(props, new Map(group.questionList.map((question) => [question.id, question]))),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const restoring = useMemo(() => (restorable ? storyRestoring(restorable) : undefined), [restorable]);
  return (
    <ApiContext value={noNetwork}>
      <div style={{ maxWidth: '48rem' }}>
        <QuestionGroupView
          questionnaireId={QUESTIONNAIRE_ID}
          group={group}
          formNames={FORM_NAMES}
          readOnly={readOnly}
          onSaved={() => undefined}
          saving={saving}
          restoring={restoring}
        />
      </div>
    </ApiContext>
  );
}
