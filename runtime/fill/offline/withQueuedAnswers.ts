import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import type { QueuedOperation } from '../../shared/offline/queuedOperation';

/** The answers a question shows while its operations wait on the device: the latest one's. */
function keptAnswers(operation: QueuedOperation): FillQuestion['answers'] {
  if (operation.kind === 'delete') return [];
  return operation.body.answers.map((answer) => ({ ...answer, date: operation.queuedAt }));
}

/**
 * The group instances as the server sent them (or as the device kept them), with the answers of the
 * user's unsent operations in place of the server's: after a reload without a network the cards show
 * what was typed, and skips, bounds and progress follow from it. The versions stay the server's.
 */
export function withQueuedAnswers(
  instances: GroupInstance[],
  operations: readonly QueuedOperation[],
): GroupInstance[] {
  if (operations.length === 0) return instances;
  const latest = new Map<number, QueuedOperation>();
  for (const operation of operations) latest.set(operation.filledQuestionId, operation);
  return instances.map((instance) => {
    if (!instance.questionList.some((question) => latest.has(question.id))) return instance;
    const questionList = instance.questionList.map((question) => {
      const operation = latest.get(question.id);
      return operation ? { ...question, answers: keptAnswers(operation) } : question;
    });
    return { ...instance, questionList };
  });
}
