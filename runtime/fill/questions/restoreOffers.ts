import { signal, type Signal } from '@preact/signals-react';
import type { RestorableAnswer } from '@schemas/generated/api/fill';
import type { AnswerRestoring } from './answerRestoring';
import type { QuestionState } from './questionState';

/** What a card offers to restore, if anything (one signal per card, made when first read). */
export interface RestoreOffers {
  /** The card's offer: its own signal, so an offer renders that card's offer alone. */
  offerOf(key: string): Signal<RestorableAnswer | undefined>;
  /**
   * Skip logic released this question: ask (after its queued round trips, a delete among them)
   * whether removed answers can be offered; `stillEmpty` says whether the offer still fits when the
   * reply arrives (nothing typed or saved meanwhile).
   */
  ask(state: QuestionState, stillEmpty: () => boolean): void;
  withdraw(key: string): void;
}

/**
 * The restore offers of one group's cards. Nothing is asked without `restoring` (the studio's
 * preview) and nothing on load: only for a question that skip logic has just released.
 */
export function createRestoreOffers(restoring: AnswerRestoring | undefined): RestoreOffers {
  const offers = new Map<string, Signal<RestorableAnswer | undefined>>();
  const offerOf = (key: string) => {
    let offer = offers.get(key);
    if (!offer) {
      offer = signal<RestorableAnswer | undefined>(undefined);
      offers.set(key, offer);
    }
    return offer;
  };
  return {
    offerOf,
    ask(state, stillEmpty) {
      if (!restoring) return;
      void state.saver.enqueue(async () => {
        if (!stillEmpty()) return;
        const result = await restoring.restorable(state.question);
        // No offer is no loss: a failed read leaves the card as it is.
        const [found] = result.ok ? result.data : [];
        if (found && stillEmpty()) offerOf(state.key).value = found;
      });
    },
    withdraw(key) {
      const offer = offers.get(key);
      if (offer?.peek()) offer.value = undefined;
    },
  };
}
