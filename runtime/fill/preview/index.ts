/**
 * The fill screen's question cards as the studio's live preview uses them: the one module of the fill
 * screen, outside runtime/shared/, that the studio may import (eslint.config.js). The preview renders
 * these very components, not a copy; only where the answers go differs (AnswerSaving).
 */
export { adminGroupInstance as dictionaryGroupInstance } from '../admin/adminGroup';
export type { AnswerSaving } from '../questions/answerSaving';
export type { SavedQuestion } from '../questions/questionCalls';
export { QuestionGroupView } from '../questions/QuestionGroupView';
export { loadCardTranslations } from './cardTranslations';
export type { CardTranslations } from './cardTranslations';
