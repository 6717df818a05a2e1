import { singleChoiceKind } from './shared/single-choice-kind';

/** 4: one option chosen from a combo box. */
export const dropdownKind = singleChoiceKind({ id: 4, key: 'single_choice', widget: 'dropdown' });
