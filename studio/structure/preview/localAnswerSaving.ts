import type { AnswerSaving } from '@runtime/fill/preview';
import type { SavedAnswer } from '@schemas/generated/answers';

/** No saving date: the card's status then says that nothing is saved, which is the truth here. */
function unsaved({ date: _date, ...answer }: SavedAnswer): SavedAnswer {
  return answer;
}

/**
 * The preview's saving: every round trip is answered on the spot, as the fill API would answer it
 * (a new version, the answers sent), and nothing leaves the page. The answers live on in the
 * preview's own memory (its `onSaved`), nowhere else.
 */
export const localAnswerSaving: AnswerSaving = {
  save: (question) =>
    Promise.resolve({
      ok: true,
      data: { version: (question.version ?? 0) + 1, answers: question.answers.map(unsaved) },
    }),
  deleteAnswers: (question) =>
    Promise.resolve({ ok: true, data: { version: question.version + 1, answers: [] } }),
  reload: (question) => Promise.resolve({ ok: true, data: question }),
};
