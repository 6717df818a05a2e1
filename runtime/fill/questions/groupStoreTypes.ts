import type { Signal } from '@preact/signals-react';
import type { FillContext } from '@engine/context';
import type { FillQuestion, GroupInstance, RestorableAnswer } from '@schemas/generated/api/fill';
import type { AnswerRestoring } from './answerRestoring';
import type { AnswerSaving } from './answerSaving';
import type { QuestionState } from './questionState';

/** A failed save or delete, waiting for the user to read its message. */
export interface SaveFailure {
  key: string;
  message: string;
}

export interface GroupStoreOptions {
  group: GroupInstance;
  context: FillContext;
  readOnly: boolean;
  /** Admin mode: inactive questions are shown too (to be switched on again). */
  includeInactive?: boolean;
  /** Where answers are saved, deleted and read again. */
  saving: AnswerSaving;
  /** Where removed answers are offered and restored; none: no offers (the studio's preview). */
  restoring?: AnswerRestoring;
}

/** What the store calls back (the latest of the screen's callbacks, set after each render). */
export interface GroupStoreHandlers {
  /** The locale id texts are reloaded in. */
  localeId(): number;
  /**
   * After each successful save or delete, with the question as the server now holds it (its new
   * version and answers): the screen writes it into the group it keeps, and progress follows.
   */
  onSaved(question: FillQuestion): void;
  /** After a question was read again (a failed save's message was read), as the server holds it. */
  onReloaded(question: FillQuestion): void;
  /** After a save of a question whose answers other questions offer as options (type 13). */
  onOptionsSourceSaved(): void;
}

export interface GroupStore {
  /** The group's questions in order; changes only when the group's question list does. */
  readonly questions: Signal<readonly QuestionState[]>;
  /** Failed saves in the order they happened; the first one is shown. */
  readonly failures: Signal<readonly SaveFailure[]>;
  /** A card's form changed. */
  change(key: string, formData: unknown): void;
  /** A card's control lost focus: its pending save goes now. */
  flush(key: string): void;
  /** Every pending save goes now (leaving the group or the page). */
  flushAll(): void;
  /** The device's answer stays: it is sent again over the newer one the server holds. */
  keepMine(key: string): void;
  /** The server's answer stays: the device's kept operations of the question go, and it is read again. */
  takeServer(key: string): void;
  /** The first failure's message was read: that question is reloaded. */
  acknowledgeFailure(): void;
  setContext(context: FillContext): void;
  setReadOnly(readOnly: boolean): void;
  /**
   * The screen's group changed: its cached list with a saved question written back (only the
   * questions that differ are taken), or loaded again (another language, groups added).
   */
  syncGroup(group: GroupInstance): void;
  /** The cards are on screen: round trips may start. */
  attach(): void;
  /** The cards left the screen: pending saves go now, and failures are no longer shown. */
  detach(): void;
  /** Requests from now on must outlive the page (it is being left). */
  setLeaving(leaving: boolean): void;
  setHandlers(handlers: GroupStoreHandlers): void;
  /** The removed answers a card offers to restore, once skip logic released its question (issue 19). */
  restoreOffer(key: string): Signal<RestorableAnswer | undefined>;
  /** Restores a card's offered answers (a save of them); the card takes the reply like a save's. */
  restore(key: string): Promise<void>;
}
