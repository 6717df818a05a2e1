import { singleChoiceKind } from './shared/single-choice-kind';

/**
 * 8: yes or no, as two radio buttons (the question's two options). The export writes a boolean: true
 * for the first option (yes), false for the other.
 */
export const yesNoKind = singleChoiceKind({
  id: 8,
  key: 'yes_no',
  widget: 'yesNo',
  exportAnswer: (question, [first]) => {
    if (!first?.optionKey) return null;
    return question.options[0]?.key === first.optionKey;
  },
});
