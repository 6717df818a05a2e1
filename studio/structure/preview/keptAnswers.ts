import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';

/**
 * The previewer's answers by question id, as the cards last "saved" them. `run` counts the clears: a
 * save still on its way from before a clear belongs to the old run and is dropped.
 */
export interface KeptAnswers {
  run: number;
  byQuestion: ReadonlyMap<number, Pick<FillQuestion, 'version' | 'answers'>>;
}

export const NO_ANSWERS: KeptAnswers = { run: 0, byQuestion: new Map() };

/** The group with the previewer's answers written into its questions, as the fill screen writes saves back. */
export function withKeptAnswers(group: GroupInstance, kept: KeptAnswers): GroupInstance {
  if (kept.byQuestion.size === 0) return group;
  return {
    ...group,
    questionList: group.questionList.map((question) => {
      const answered = kept.byQuestion.get(question.questionId);
      return answered ? { ...question, ...answered } : question;
    }),
  };
}

/** `kept` with one question's answers as the cards now hold them, unless it was cleared since `run`. */
export function keepAnswers(kept: KeptAnswers, run: number, question: FillQuestion): KeptAnswers {
  if (kept.run !== run) return kept;
  const byQuestion = new Map(kept.byQuestion);
  byQuestion.set(question.questionId, { version: question.version, answers: question.answers });
  return { run, byQuestion };
}
