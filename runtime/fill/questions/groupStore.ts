import { batch, signal } from '@preact/signals-react';
import { answersToValue } from '@engine/answers/answers-to-value';
import { buildSave } from '@engine/answers/build-save';
import { activeQuestions } from '@engine/convert/active-questions';
import { lookupsOf, type GroupLookups } from '@engine/convert/lookups-of';
import { groupStructure, type GroupStructure } from '@engine/dependencies/group-structure';
import { rebuildQuestions, type GroupSource } from '@engine/dependencies/rebuild-questions';
import type { FillQuestion } from '@schemas/generated/api/fill';
import { readAnswerValue, sameAnswer } from './answerValue';
import { nextCardView } from './cardView';
import { dependentsOf } from './dependentsOf';
import type { GroupStore, GroupStoreHandlers, GroupStoreOptions, SaveFailure } from './groupStoreTypes';
import type { QueueEvent } from '../offline/answerQueue';
import { isQueued } from '../offline/queued';
import { isSavedQuestion } from './questionCalls';
import {
  createQuestionState,
  refreshStatus,
  replaceValue,
  setPhase,
  type QuestionState,
} from './questionState';
import { createRestoreOffers } from './restoreOffers';
import { sameShape } from './sameShape';

export type { GroupStore, GroupStoreHandlers, GroupStoreOptions, SaveFailure };

/**
 * The state of one question group being filled: one QuestionState per question; after a change only
 * the changed question and the questions the engine says depend on it (skips, bounds, offered
 * options) are built again, with only the views that changed replaced; per-question debounced saves
 * whose replies update their own question alone; deletion of skipped answers; and the failure →
 * message → reload path of the specification (section 4, section 8).
 */
export function createGroupStore(options: GroupStoreOptions): GroupStore {
  const { saving } = options;
  let group = options.group;
  let context = options.context;
  let readOnly = options.readOnly;
  let attached = false;
  let leaving = false;
  let handlers: GroupStoreHandlers = {
    localeId: () => 1,
    onSaved: () => undefined,
    onReloaded: () => undefined,
    onOptionsSourceSaved: () => undefined,
  };
  /** Skipped answers found before the cards were on screen: deleted once they are. */
  const deferredDeletes = new Set<QuestionState>();
  const questions = signal<readonly QuestionState[]>([]);
  const failures = signal<readonly SaveFailure[]>([]);
  const byKey = new Map<string, QuestionState>();
  const byQuestionId = new Map<number, QuestionState>();
  /** By filled question id: the queue's events name questions so. */
  const byFilledId = new Map<number, QuestionState>();
  let unsubscribe: (() => void) | undefined;
  /** Structure of the shown questions (who reads or skips whom); changes only with the question list. */
  let structure: GroupStructure = groupStructure([]);
  let dependents = dependentsOf(structure);
  /** Questions whose answers other questions offer as options (type 13). */
  let optionSources = new Set<number>();

  const source: GroupSource = {
    get groupId() {
      return group.id;
    },
    questionOf: (questionId) => byQuestionId.get(questionId)?.question,
    valueOf: (questionId) => byQuestionId.get(questionId)?.value.peek(),
  };
  // The rules read the values being edited where they are kept: nothing is copied per change.
  const lookupsFor = (): GroupLookups =>
    lookupsOf((questionId) => byQuestionId.has(questionId), source.valueOf, context);
  let lookups = lookupsFor();
  const offers = createRestoreOffers(options.restoring);

  function fail(state: QuestionState, message: string): void {
    state.saver.cancel();
    batch(() => {
      setPhase(state, 'failed');
      state.locked.value = attached;
      if (attached) failures.value = [...failures.peek(), { key: state.key, message }];
    });
  }

  /** The server's reply for one question: its version and answers, and the card that shows them. */
  function stored(state: QuestionState, reply: Pick<FillQuestion, 'version' | 'answers'>): void {
    state.question = { ...state.question, version: reply.version, answers: reply.answers };
    // The card shows the version: only this question's view is new (others read values, not saves).
    rebuild([state.question.questionId]);
  }

  async function save(state: QuestionState): Promise<void> {
    // Changes are refused while read-only; one made before the screen became read-only still goes.
    if (state.view.peek()?.card.skipped) return;
    const decision = buildSave(state.question, state.value.peek(), lookups.rules);
    state.message.value = decision.message;
    if (!decision.payload) {
      refreshStatus(state);
      return;
    }
    setPhase(state, 'saving');
    const payload = { ...decision.payload, answerTypeDicId: state.question.answerTypeDicId };
    const result = await saving.save(payload, leaving);
    if (isQueued(result)) return keptOnDevice(state, payload.answers);
    if (!result.ok) return fail(state, result.message);
    batch(() => {
      stored(state, result.data);
      setPhase(state, 'idle');
    });
    handlers.onSaved(state.question);
    if (optionSources.has(state.question.questionId)) handlers.onOptionsSourceSaved();
  }

  /**
   * The save or removal is kept on this device until the server can be reached: the card shows the
   * answers as the device holds them, waiting to sync, and the screen's lists and progress follow.
   */
  function keptOnDevice(state: QuestionState, answers: FillQuestion['answers']): void {
    const queuedAt = new Date().toISOString();
    batch(() => {
      stored(state, {
        version: state.question.version,
        answers: answers.map((answer) => ({ ...answer, date: queuedAt })),
      });
      setPhase(state, 'waiting');
    });
    handlers.onSaved(state.question);
  }

  /** What the device's queue says of a question: sent (its new version), or a conflict to settle. */
  function onQueueEvent(event: QueueEvent): void {
    const state = byFilledId.get(event.filledQuestionId);
    if (!state) return;
    if (event.kind === 'conflict') {
      batch(() => {
        state.conflict.value = event.conflict;
        setPhase(state, 'conflict');
      });
      return;
    }
    if (event.question.version < state.question.version) return;
    batch(() => {
      stored(state, event.question);
      if (!event.waiting && state.phase === 'waiting') setPhase(state, 'idle');
    });
    handlers.onSaved(state.question);
  }

  /** A question shown anew takes the state of its operations kept on the device. */
  function takeKeptState(state: QuestionState): void {
    const kept = saving.kept?.stateOf(state.question.id);
    if (!kept) return;
    if (kept.kind === 'conflict') state.conflict.value = kept.conflict;
    setPhase(state, kept.kind);
  }

  function reload(state: QuestionState): Promise<void> {
    state.saver.cancel();
    return state.saver.enqueue(async () => {
      const result = await saving.reload(state.question, handlers.localeId());
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
        rebuildAround([state.question.questionId]);
      });
      if (result.ok) handlers.onReloaded(state.question);
    });
  }

  function deleteAnswers(state: QuestionState): void {
    void state.saver.enqueue(async () => {
      setPhase(state, 'saving');
      const result = await saving.deleteAnswers(state.question);
      if (isQueued(result)) return keptOnDevice(state, []);
      if (!result.ok) return fail(state, result.message);
      let reply: Pick<FillQuestion, 'version' | 'answers'>;
      if (isSavedQuestion(result.data)) {
        reply = result.data;
      } else {
        // The reply does not say the new version: read it, so the next save is not refused as stale.
        const reread = await saving.reload(state.question, handlers.localeId());
        reply = reread.ok ? reread.data : { version: state.question.version, answers: [] };
      }
      batch(() => {
        stored(state, reply);
        setPhase(state, 'idle');
      });
      handlers.onSaved(state.question);
    });
  }

  /** A choice skips this question: its answer goes, on screen at once and on the server after. */
  function clearSkipped(state: QuestionState): void {
    state.saver.cancel();
    const hasStored = state.question.answers.length > 0 || state.saver.busy;
    replaceValue(state, undefined);
    state.message.value = undefined;
    refreshStatus(state);
    if (!hasStored || readOnly) return;
    if (attached) deleteAnswers(state);
    else deferredDeletes.add(state);
  }

  /**
   * Builds the views of these questions again (the engine gives what a build of the whole group
   * would give them) and clears the answers that became skipped among them.
   */
  function rebuild(questionIds: Iterable<number>): void {
    const built = rebuildQuestions(structure, source, context, questionIds, readOnly);
    batch(() => {
      for (const entry of built.questions) {
        const state = byQuestionId.get(entry.questionId);
        if (!state) continue;
        const previous = state.view.peek();
        state.view.value = nextCardView(previous, entry.schema, entry.ui);
        if (previous) released(state, previous.card.skipped, state.view.peek()?.card.skipped);
      }
      if (readOnly) return;
      for (const question of built.toDelete) {
        const state = byQuestionId.get(question.questionId);
        if (state) clearSkipped(state);
      }
    });
  }

  /** Skip logic released an empty question: removed answers may be offered (or withdrawn when skipped). */
  function released(state: QuestionState, wasSkipped: boolean, skipped: boolean | undefined): void {
    if (wasSkipped === skipped) return;
    if (skipped || readOnly || !attached) return offers.withdraw(state.key);
    offers.ask(
      state,
      () =>
        state.question.answers.length === 0 &&
        state.value.peek() === undefined &&
        state.view.peek()?.card.skipped === false,
    );
  }

  /** Restores the offered answers: a save of them, whose reply the card takes like a save's. */
  function restore(state: QuestionState): Promise<void> {
    const offer = offers.offerOf(state.key).peek();
    if (!offer || !options.restoring || readOnly) return Promise.resolve();
    const restoring = options.restoring;
    // The choice that released the question must be saved first, or the server still skips it.
    flushAll();
    const others = questions.peek().filter((other) => other !== state && other.saver.busy);
    return Promise.all(others.map((other) => other.saver.enqueue(() => Promise.resolve()))).then(() =>
      state.saver.enqueue(async () => {
        setPhase(state, 'saving');
        const result = await restoring.restore(state.question, offer.revisionId);
        offers.withdraw(state.key);
        if (!result.ok) return fail(state, result.message);
        batch(() => {
          state.question = { ...state.question, version: result.data.version, answers: result.data.answers };
          replaceValue(state, answersToValue(state.question.answerTypeDicId, state.question.answers));
          state.message.value = undefined;
          setPhase(state, 'idle');
          rebuildAround([state.question.questionId]);
        });
        handlers.onSaved(state.question);
        if (optionSources.has(state.question.questionId)) handlers.onOptionsSourceSaved();
      }),
    );
  }

  /** The views of changed questions and of everything that depends on their answers. */
  function rebuildAround(changed: readonly number[]): void {
    const ids = new Set(changed);
    for (const questionId of changed) for (const dependent of dependents(questionId)) ids.add(dependent);
    rebuild(ids);
  }

  function rebuildAll(): void {
    rebuild(structure.order);
  }

  /** A newer question from the server replaces ours unless we are editing or saving it. */
  function takeQuestion(known: QuestionState, question: FillQuestion): void {
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
  }

  function setQuestions(incoming: readonly FillQuestion[]): void {
    const byId = new Map(questions.peek().map((state) => [state.question.id, state]));
    const shown = activeQuestions(incoming, options.includeInactive);
    const next = shown.map((question) => {
      const known = byId.get(question.id);
      if (!known) {
        const created = createQuestionState(question, save);
        takeKeptState(created);
        return created;
      }
      takeQuestion(known, question);
      return known;
    });
    byKey.clear();
    byQuestionId.clear();
    byFilledId.clear();
    for (const state of next) {
      byKey.set(state.key, state);
      byQuestionId.set(state.question.questionId, state);
      byFilledId.set(state.question.id, state);
    }
    structure = groupStructure(shown);
    dependents = dependentsOf(structure);
    optionSources = new Set(shown.flatMap((question) => question.optionsFromQuestionId ?? []));
    const previous = questions.peek();
    const same = previous.length === next.length && previous.every((state, index) => state === next[index]);
    if (!same) questions.value = next;
  }

  function flushAll(): void {
    for (const state of questions.peek()) state.saver.flush();
  }

  batch(() => {
    setQuestions(group.questionList);
    rebuildAll();
  });

  return {
    questions,
    failures,
    change(key, formData) {
      const state = byKey.get(key);
      if (!state || readOnly || state.locked.peek() || state.view.peek()?.readOnly) return;
      const read = readAnswerValue(formData);
      if (!read.ok || sameAnswer(state.value.peek(), read.value)) return;
      offers.withdraw(key);
      batch(() => {
        state.value.value = read.value;
        state.message.value = buildSave(state.question, read.value, lookups.rules).message;
        refreshStatus(state);
        rebuildAround([state.question.questionId]);
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
      lookups = lookupsFor();
      rebuildAll();
    },
    setReadOnly(next) {
      if (next === readOnly) return;
      if (next) flushAll();
      readOnly = next;
      rebuildAll();
    },
    syncGroup(next) {
      if (next === group) return;
      const previous = group;
      group = next;
      const changed = sameShape(previous, next, (questionId) => byQuestionId.get(questionId)?.question);
      batch(() => {
        if (changed) {
          // The same questions (one saved here and written back to the screen's cached list, say):
          // only the ones that differ from ours are taken, and what depends on them built again.
          for (const question of changed) {
            const state = byQuestionId.get(question.questionId);
            if (state) takeQuestion(state, question);
          }
          if (changed.length > 0) rebuildAround(changed.map((question) => question.questionId));
          return;
        }
        setQuestions(next.questionList);
        rebuildAll();
      });
    },
    keepMine(key) {
      const state = byKey.get(key);
      if (!state?.conflict.peek() || !saving.kept) return;
      batch(() => {
        state.conflict.value = undefined;
        setPhase(state, 'waiting');
      });
      void saving.kept.keepMine(state.question.id);
    },
    takeServer(key) {
      const state = byKey.get(key);
      const kept = saving.kept;
      if (!state?.conflict.peek() || !kept) return;
      state.conflict.value = undefined;
      void state.saver.enqueue(() => kept.takeServer(state.question.id)).then(() => reload(state));
    },
    attach() {
      attached = true;
      unsubscribe ??= saving.kept?.subscribe(onQueueEvent);
      for (const state of deferredDeletes) deleteAnswers(state);
      deferredDeletes.clear();
    },
    detach() {
      flushAll();
      attached = false;
      unsubscribe?.();
      unsubscribe = undefined;
    },
    setLeaving(next) {
      leaving = next;
    },
    setHandlers(next) {
      handlers = next;
    },
    restoreOffer: (key) => offers.offerOf(key),
    restore(key) {
      const state = byKey.get(key);
      return state ? restore(state) : Promise.resolve();
    },
  };
}
