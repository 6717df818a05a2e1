import { batch, signal } from '@preact/signals-react';
import type { AnswerValue } from '@engine/answers/answer-value';
import { answersToValue } from '@engine/answers/answers-to-value';
import { buildSave } from '@engine/answers/build-save';
import { activeQuestions } from '@engine/convert/active-questions';
import { buildGroupForm } from '@engine/convert/group-form';
import { groupLookups } from '@engine/convert/group-rule-context';
import type { RuleContext } from '@engine/rules/validate-answer';
import type { FillQuestion } from '@schemas/generated/api/fill';
import { readAnswerValue, sameAnswer } from './answerValue';
import { isQuestionUi, nextCardView } from './cardView';
import type { GroupStore, GroupStoreHandlers, GroupStoreOptions, SaveFailure } from './groupStoreTypes';
import { deleteQuestionAnswersCall, isSavedQuestion, questionCall, saveQuestionCall } from './questionCalls';
import {
  createQuestionState,
  refreshStatus,
  replaceValue,
  setPhase,
  type QuestionState,
} from './questionState';

export type { GroupStore, GroupStoreHandlers, GroupStoreOptions, SaveFailure };

/**
 * The state of one question group being filled: one QuestionState per question, the engine's group
 * form rebuilt after each change (skips, bounds and offered options of every question) with only the
 * views that changed replaced, per-question debounced saves, deletion of skipped answers, and the
 * failure → message → reload path of the specification (section 4, section 8).
 */
export function createGroupStore(options: GroupStoreOptions): GroupStore {
  const { send } = options;
  let group = options.group;
  let context = options.context;
  let readOnly = options.readOnly;
  let attached = false;
  let leaving = false;
  let handlers: GroupStoreHandlers = {
    localeId: () => 1,
    onSaved: () => undefined,
    onOptionsSourceSaved: () => undefined,
  };
  /** Skipped answers found before the cards were on screen: deleted once they are. */
  const deferredDeletes = new Set<QuestionState>();
  const questions = signal<readonly QuestionState[]>([]);
  const failures = signal<readonly SaveFailure[]>([]);
  const byKey = new Map<string, QuestionState>();

  const optionSources = (): Set<number> =>
    new Set(group.questionList.flatMap((question) => question.optionsFromQuestionId ?? []));

  function values(): Record<string, AnswerValue | undefined> {
    const current: Record<string, AnswerValue | undefined> = {};
    for (const state of questions.peek()) current[state.key] = state.value.peek();
    return current;
  }

  function rules(): RuleContext {
    const list = questions.peek().map((state) => state.question);
    return groupLookups(list, values(), context).rules;
  }

  function fail(state: QuestionState, message: string): void {
    state.saver.cancel();
    batch(() => {
      setPhase(state, 'failed');
      state.locked.value = attached;
      if (attached) failures.value = [...failures.peek(), { key: state.key, message }];
    });
  }

  async function save(state: QuestionState): Promise<void> {
    // Changes are refused while read-only; one made before the screen became read-only still goes.
    if (state.view.peek()?.card.skipped) return;
    const decision = buildSave(state.question, state.value.peek(), rules());
    state.message.value = decision.message;
    if (!decision.payload) {
      refreshStatus(state);
      return;
    }
    setPhase(state, 'saving');
    const payload = { ...decision.payload, answerTypeDicId: state.question.answerTypeDicId };
    const result = await send(saveQuestionCall(payload, leaving));
    if (!result.ok) return fail(state, result.message);
    state.question = { ...state.question, version: result.data.version, answers: result.data.answers };
    setPhase(state, 'idle');
    handlers.onSaved();
    if (optionSources().has(state.question.questionId)) handlers.onOptionsSourceSaved();
  }

  function reload(state: QuestionState): Promise<void> {
    state.saver.cancel();
    return state.saver.enqueue(async () => {
      const result = await send(questionCall(state.question.id, handlers.localeId()));
      batch(() => {
        if (result.ok) {
          state.question = { ...state.question, ...result.data };
          replaceValue(state, answersToValue(state.question.answerTypeDicId, state.question.answers));
          state.phase = 'idle';
        } else {
          // The specification: a failed reload shows the error icon and clears the local answers.
          state.question = { ...state.question, answers: [] };
          replaceValue(state, undefined);
          state.phase = 'failed';
        }
        state.message.value = undefined;
        state.locked.value = false;
        refreshStatus(state);
        rebuild();
      });
    });
  }

  function deleteAnswers(state: QuestionState): void {
    void state.saver.enqueue(async () => {
      setPhase(state, 'saving');
      const result = await send(deleteQuestionAnswersCall(state.question.id));
      if (!result.ok) return fail(state, result.message);
      if (isSavedQuestion(result.data)) {
        state.question = { ...state.question, version: result.data.version, answers: result.data.answers };
      } else {
        // The reply does not say the new version: read it, so the next save is not refused as stale.
        const reread = await send(questionCall(state.question.id, handlers.localeId()));
        state.question = reread.ok
          ? { ...state.question, version: reread.data.version, answers: reread.data.answers }
          : { ...state.question, answers: [] };
      }
      setPhase(state, 'idle');
      handlers.onSaved();
    });
  }

  /** A choice skips this question: its answer goes, on screen at once and on the server after. */
  function clearSkipped(state: QuestionState): void {
    state.saver.cancel();
    const stored = state.question.answers.length > 0 || state.saver.busy;
    replaceValue(state, undefined);
    state.message.value = undefined;
    refreshStatus(state);
    if (!stored || readOnly) return;
    if (attached) deleteAnswers(state);
    else deferredDeletes.add(state);
  }

  function rebuild(): void {
    const list = questions.peek();
    const form = buildGroupForm({ ...group, questionList: list.map((state) => state.question) }, context, {
      values: values(),
      readOnly,
    });
    batch(() => {
      for (const state of list) {
        const schema = form.schema.properties[state.key];
        const ui = form.uiSchema[state.key];
        if (schema && isQuestionUi(ui)) state.view.value = nextCardView(state.view.peek(), schema, ui);
      }
      if (readOnly) return;
      for (const question of form.skips.toDelete) {
        const state = list.find((candidate) => candidate.question.id === question.id);
        if (state) clearSkipped(state);
      }
    });
  }

  function setQuestions(incoming: readonly FillQuestion[]): void {
    const byId = new Map(questions.peek().map((state) => [state.question.id, state]));
    const next = activeQuestions(incoming).map((question) => {
      const known = byId.get(question.id);
      if (!known) return createQuestionState(question, save);
      const busy = known.saver.pending || known.saver.busy || known.locked.peek();
      if (!busy && question.version > known.question.version) {
        known.question = question;
        replaceValue(known, answersToValue(question.answerTypeDicId, question.answers));
        known.message.value = undefined;
      } else {
        // Same or older version: new texts and options (another language), our own answers.
        known.question = { ...question, version: known.question.version, answers: known.question.answers };
      }
      refreshStatus(known);
      return known;
    });
    byKey.clear();
    for (const state of next) byKey.set(state.key, state);
    const previous = questions.peek();
    const same = previous.length === next.length && previous.every((state, index) => state === next[index]);
    if (!same) questions.value = next;
  }

  function flushAll(): void {
    for (const state of questions.peek()) state.saver.flush();
  }

  batch(() => {
    setQuestions(group.questionList);
    rebuild();
  });

  return {
    questions,
    failures,
    change(key, formData) {
      const state = byKey.get(key);
      if (!state || readOnly || state.locked.peek() || state.view.peek()?.readOnly) return;
      const read = readAnswerValue(formData);
      if (!read.ok || sameAnswer(state.value.peek(), read.value)) return;
      batch(() => {
        state.value.value = read.value;
        state.message.value = buildSave(state.question, read.value, rules()).message;
        refreshStatus(state);
        rebuild();
      });
      state.saver.schedule();
    },
    flush(key) {
      byKey.get(key)?.saver.flush();
    },
    flushAll,
    acknowledgeFailure() {
      const [first, ...rest] = failures.peek();
      if (!first) return;
      failures.value = rest;
      const state = byKey.get(first.key);
      if (state) void reload(state);
    },
    setContext(next) {
      if (next === context) return;
      context = next;
      rebuild();
    },
    setReadOnly(next) {
      if (next === readOnly) return;
      if (next) flushAll();
      readOnly = next;
      rebuild();
    },
    syncGroup(next) {
      if (next === group) return;
      group = next;
      batch(() => {
        setQuestions(next.questionList);
        rebuild();
      });
    },
    attach() {
      attached = true;
      for (const state of deferredDeletes) deleteAnswers(state);
      deferredDeletes.clear();
    },
    detach() {
      flushAll();
      attached = false;
    },
    setLeaving(next) {
      leaving = next;
    },
    setHandlers(next) {
      handlers = next;
    },
  };
}
