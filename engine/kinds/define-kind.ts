import type { AnswerKind } from './answer-kind';
import { SAVE_DELAY_MS } from './shared/save-delays';

/** What every kind states; the rest of AnswerKind has a default that fits most types. */
type KindSpec = Pick<
  AnswerKind,
  'id' | 'key' | 'widget' | 'answerFields' | 'schema' | 'toValue' | 'toAnswers' | 'validate' | 'exportAnswer'
> &
  Partial<AnswerKind>;

/**
 * One answer kind from its own parts and the common defaults: a plain control saving after
 * `SAVE_DELAY_MS`, no choice, optional, no card hints, no editor fields, not a map, no indicator input.
 */
export function defineKind(spec: KindSpec): AnswerKind {
  return {
    composite: false,
    saveDelayMs: SAVE_DELAY_MS,
    choice: 'none',
    keepsAnswerWhenSkipped: false,
    mandatory: false,
    savesWhenRequired: false,
    savesEmptyWhenInvalid: false,
    readsOptionsFromQuestion: false,
    offersAnswersAsOptions: false,
    editorFields: [],
    maxCeiling: undefined,
    mapDefault: undefined,
    cardDetails: () => ({}),
    fitsAnswer: () => true,
    answerIdentity: (saved) => `o${saved.answerListId ?? ''}`,
    indicatorInput: () => undefined,
    indicatorReads: spec.choice !== undefined && spec.choice !== 'none' ? 'optionScores' : 'nothing',
    ...spec,
  };
}
