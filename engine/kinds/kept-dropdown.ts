import { singleChoiceKind } from './shared/single-choice-kind';

/** 16: looks like type 4; a skip makes it read-only but keeps its answer. */
export const keptDropdownKind = singleChoiceKind({
  id: 16,
  key: 'single_choice_kept_when_skipped',
  widget: 'dropdown',
  keepsAnswerWhenSkipped: true,
});
