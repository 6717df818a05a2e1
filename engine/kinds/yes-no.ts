import { singleChoiceKind } from './shared/single-choice-kind';

/** 8: yes or no, as two radio buttons (the question's two options). */
export const yesNoKind = singleChoiceKind({ id: 8, key: 'yes_no', widget: 'yesNo' });
