import type { Db } from '../../../data/database';
import { answerRevisionRepository } from '../../../data/repositories/answer-revision-repository';
import { fillWriteQuestionRepository } from '../../../data/repositories/fill-write-question-repository';
import type { Caller } from '../read/readable-scope';
import { savedAnswer } from '../read/saved-answer';

/**
 * Records in the history the answers of group instances about to be deleted (a removed instance, an
 * optional group left out): one `instanceDeleted` revision per answered question. The revisions
 * outlive the instances, placed by filled subform, dictionary question and instance name, and are
 * listed in the history of the same question in the subform's other instances.
 */
export async function recordInstanceRemoval(
  tx: Db,
  instanceIds: readonly number[],
  caller: Caller,
  now: Date,
): Promise<void> {
  const answered = await fillWriteQuestionRepository(tx).answeredIn(instanceIds);
  await answerRevisionRepository(tx).recordInstanceRemoval(
    answered.map(({ answers, ...place }) => ({ ...place, answers: answers.map(savedAnswer) })),
    caller.id,
    now,
  );
}
