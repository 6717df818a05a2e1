import { chosenPlace } from './shared/export-values';
import { singleChoiceKind } from './shared/single-choice-kind';

/**
 * 10: a rating 1 to 5, mandatory. Cleared, it is saved empty with the message shown; an indicator
 * reads the rating as the chosen option's place among the options (1 for the first).
 */
export const likertKind = singleChoiceKind({
  id: 10,
  key: 'rating',
  widget: 'likert',
  mandatory: true,
  savesWhenRequired: true,
  // The rating as a number: the chosen option's place, as the indicators read it.
  exportAnswer: chosenPlace,
  indicatorInput: (question, [first]) => {
    const ordered = [...question.answerList].sort((a, b) => a.orderKey - b.orderKey);
    const place = ordered.findIndex((option) => option.id === first?.answerListId);
    return place < 0 ? undefined : place + 1;
  },
});
