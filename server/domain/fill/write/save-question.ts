import { answersToValue } from '@engine/answers/answers-to-value';
import { activeQuestions } from '@engine/convert/active-questions';
import { computeSkips } from '@engine/skip/compute-skips';
import type { FillQuestion, QuestionSaveBody, SavedFillQuestion } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillWriteQuestionRepository } from '../../../data/repositories/fill-write-question-repository';
import {
  fillWriteScopeRepository,
  type QuestionWriteScope,
} from '../../../data/repositories/fill-write-scope-repository';
import { AppError } from '../../app-error';
import { assembleGroupInstances } from '../read/assemble-group-instances';
import type { Caller } from '../read/readable-scope';
import { savedAnswer } from '../read/saved-answer';
import { answersFittingType } from './answers-fitting-type';
import { checkedAnswers } from './checked-answers';
import { ruleContext } from './rule-context';
import { sameAnswers } from './same-answers';
import { savedFillQuestion } from './saved-fill-question';
import { writableScope } from './writable-scope';

function storedValue(question: FillQuestion) {
  return answersToValue(question.answerTypeDicId, question.answers);
}

/** The body names the question it was read as: same group instance, same dictionary question and type. */
function refuseMismatch(body: QuestionSaveBody, scope: QuestionWriteScope): void {
  if (
    body.filledQuestionListId !== scope.filledQuestionListId ||
    (body.questionId !== undefined && body.questionId !== scope.questionId) ||
    (body.answerTypeDicId !== undefined && body.answerTypeDicId !== scope.answerTypeId)
  ) {
    throw new AppError('QUESTION_MISMATCH');
  }
}

/**
 * Saves one question's answers (POST secured/question/save) in one transaction:
 * - the questionnaire is the caller's to fill, not accepted, the form not submitted (writableScope);
 * - the question is shown and not skipped by the answers stored in its group instance (409 QUESTION_SKIPPED);
 * - the answers fit the answer type and pass the engine's rules (400 with the rule's key);
 * - ordering: the version sent must still be the stored one. One `UPDATE … SET version = version + 1
 *   WHERE id = $id AND version = $version` decides; when it matches no row, the save is a repeat of the
 *   one that raised the version to `version + 1` (same answers: answered as saved, nothing changes), or
 *   it is stale (409 STALE_ANSWER, nothing changes).
 * Questions the new answer skips lose their answers (never type 16), as the fill screen deletes them.
 */
export async function saveQuestion(
  db: Db,
  caller: Caller,
  body: QuestionSaveBody,
  localeId: number,
  now: Date,
): Promise<SavedFillQuestion> {
  return db.transaction(async (tx) => {
    const scope = await writableScope(body.id, (id) => fillWriteScopeRepository(tx).lockQuestion(caller, id));
    if (!scope.shown) throw new AppError('NOT_FOUND');
    refuseMismatch(body, scope);
    const repository = fillWriteQuestionRepository(tx);
    const [group] = assembleGroupInstances(
      await repository.instanceRows(scope.filledQuestionListId, localeId),
    );
    const instance = group?.questionList ?? [];
    const question = instance.find((candidate) => candidate.id === scope.filledQuestionId);
    if (!question) throw new AppError('NOT_FOUND');
    const shown = activeQuestions(instance);
    if (computeSkips(shown, storedValue).skipped.has(question.questionId))
      throw new AppError('QUESTION_SKIPPED');

    const sent = answersFittingType(question, body.answers);
    const context = await ruleContext(tx, scope, question, instance, now);
    const answers = checkedAnswers(question, instance, sent, context);

    if (!(await repository.bumpIfVersion(question.id, body.version))) {
      const stored = await repository.stored(question.id);
      const repeated =
        stored?.version === body.version + 1 && sameAnswers(stored.answers.map(savedAnswer), answers);
      if (!repeated) throw new AppError('STALE_ANSWER');
      return savedFillQuestion(stored);
    }
    await repository.replaceAnswers(question.id, answers);

    const saved = { ...question, answers };
    const { toDelete } = computeSkips(shown, (other) =>
      storedValue(other.id === question.id ? saved : other),
    );
    for (const skipped of toDelete) {
      if (await repository.bumpIfAnswered(skipped.id)) await repository.replaceAnswers(skipped.id, []);
    }
    return savedFillQuestion(await repository.stored(question.id));
  });
}
