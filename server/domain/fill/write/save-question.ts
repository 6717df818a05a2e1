import { answersToValue } from '@engine/answers/answers-to-value';
import { outsideAnswersRead } from '@engine/rules/outside-answers-read';
import { computeSkips } from '@engine/skip/compute-skips';
import type { FillQuestion, QuestionSaveBody, SavedFillQuestion } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillWriteQuestionRepository } from '../../../data/repositories/fill-write-question-repository';
import { fillWriteSaveRepository } from '../../../data/repositories/fill-write-save-repository';
import { answerRevisionRepository } from '../../../data/repositories/answer-revision-repository';
import { saveOperationRepository } from '../../../data/repositories/save-operation-repository';
import type { QuestionWriteScope } from '../../../data/repositories/fill-write-scope-repository';
import { AppError } from '../../app-error';
import type { Caller } from '../read/readable-scope';
import { savedAnswer } from '../read/saved-answer';
import { answersFittingType } from './answers-fitting-type';
import { appliedOperation } from './applied-operation';
import { recordRemoval } from './record-removal';
import { checkedAnswers } from './checked-answers';
import { refuseMapInFirstSubform } from './refuse-map-in-first-subform';
import { refuseUnknownGridSquare } from './refuse-unknown-grid-square';
import { refuseUnknownPhoto } from '../../photos/refuse-unknown-photo';
import { ruleContext } from './rule-context';
import { sameAnswers } from './same-answers';
import { savedFillQuestion } from './saved-fill-question';
import { isUnread, placedQuestionOf, saveQuestionOf, shownInOrder } from './save-view';
import { writableScope } from './writable-scope';

const qlNumbers: readonly number[] = [-1, 0, 1, 2];

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
 * - the answers fit the answer type and pass the engine's rules (400 with the rule's key), among them
 *   the kind's own check of a point or grid square (inside the country, an EEA cell code), and a
 *   grid square's polygon exactly that of its code (400 GRID_SQUARE_UNKNOWN), and photos uploaded to
 *   this very filled question (400 PHOTO_UNKNOWN);
 * - no map answer in the first subform of a form (400 MAP_NOT_IN_FIRST_SUBFORM, read by the same statement);
 * - ordering: the version sent must still be the stored one. One `UPDATE … SET version = version + 1
 *   WHERE id = $id AND version = $version` decides; when it matches no row, the save is a repeat of the
 *   one that raised the version to `version + 1` (same answers: answered as saved, nothing changes), or
 *   it is stale (409 STALE_ANSWER, nothing changes).
 * Questions the new answer skips lose their answers (never type 16), as the fill screen deletes them;
 * every change, those removals too, is kept in the question's history (answer_revision).
 * A restore (restoreAnswers) is such a save, recorded in the history as `restored`.
 * - idempotency: a save sent with an `operationId` (a device's own id for it, kept while it waits
 *   to sync) is applied once; the same id again answers with the question as stored (appliedOperation).
 *
 * It reads no more of the group instance than these rules need, whatever the group's size: one
 * statement gives the scope, the question with its options and answers, its place and the instance's
 * skipping choices; the answers its rules read (outsideAnswersRead) come from the instance or, outside
 * it, from the questionnaire only when it has such rules; one statement writes.
 */
export async function saveQuestion(
  db: Db,
  caller: Caller,
  body: QuestionSaveBody,
  localeId: number,
  now: Date,
  reason: 'saved' | 'restored' = 'saved',
): Promise<SavedFillQuestion> {
  return db.transaction(async (tx) => {
    const saves = fillWriteSaveRepository(tx);
    const read = await writableScope(body.id, async (id) => {
      const found = await saves.lockQuestionForSave(caller, id, localeId);
      return found ? { ...found.scope, found } : undefined;
    });
    const { found: view, ...scope } = read;
    if (!scope.shown) throw new AppError('NOT_FOUND');
    refuseMismatch(body, scope);
    // A repeat of an applied operation answers as the first time did, before any rule is checked
    // again: later saves may have changed what the rules would say.
    if (body.operationId !== undefined) {
      const replied = await appliedOperation(tx, caller, body.operationId, scope.filledQuestionId);
      if (replied) return replied;
    }
    const question = qlNumbers.includes(view.qlNumber)
      ? saveQuestionOf(view.question, view.options, view.answers)
      : undefined;
    if (!question) throw new AppError('NOT_FOUND');
    let shown = shownInOrder(view.shownCount, [
      ...view.skipSources.flatMap((row) => {
        const source = placedQuestionOf(row);
        return source && row.position !== null ? [{ position: row.position, question: source }] : [];
      }),
      { position: view.position, question },
    ]);
    if (computeSkips(shown, storedValue).skipped.has(question.questionId))
      throw new AppError('QUESTION_SKIPPED');

    const sent = answersFittingType(question, body.answers);
    refuseMapInFirstSubform(question, sent, view.inFirstSubform);
    // The questions of the instance its rules read; the others they read are outside it (ruleContext).
    const referenced = outsideAnswersRead([question]).answersOf;
    const inInstance = (
      await saves.instanceQuestions(scope.filledQuestionListId, localeId, { questionIds: referenced })
    ).flatMap((row) => placedQuestionOf(row) ?? []);
    const instance = [question, ...inInstance];
    const context = await ruleContext(tx, scope, question, instance, now);
    const answers = checkedAnswers(question, instance, sent, context);
    refuseUnknownGridSquare(answers);
    await refuseUnknownPhoto(tx, question, answers);

    const written = await saves.saveIfVersion(question.id, body.version, answers);
    const repository = fillWriteQuestionRepository(tx);
    if (!written) {
      const stored = await repository.stored(question.id);
      const repeated =
        stored?.version === body.version + 1 && sameAnswers(stored.answers.map(savedAnswer), answers);
      if (!repeated) throw new AppError('STALE_ANSWER');
      return savedFillQuestion(stored);
    }
    const revisions = answerRevisionRepository(tx);
    await revisions.record({
      filledQuestionId: question.id,
      version: written.version,
      answers: [...answers],
      changedByUserId: caller.id,
      changedAt: written.savedAt ?? now,
      reason,
    });
    if (body.operationId !== undefined)
      await saveOperationRepository(tx).record({
        id: body.operationId,
        userId: caller.id,
        filledQuestionId: question.id,
        version: written.version,
        appliedAt: now,
      });

    const saved = { ...question, answers };
    const valueAfterSave = (other: FillQuestion) => storedValue(other.id === question.id ? saved : other);
    // Questions the save skips and that were not read: read them now, for the answers they hold.
    const skippedUnread = [...computeSkips(shown, valueAfterSave).skipped].flatMap((questionId) => {
      const position = shown.findIndex((candidate) => candidate.questionId === questionId);
      return position >= 0 && shown[position] && isUnread(shown[position]) ? [position] : [];
    });
    if (skippedUnread.length > 0) {
      const rows = await saves.instanceQuestions(scope.filledQuestionListId, localeId, {
        positions: skippedUnread,
      });
      shown = shownInOrder(view.shownCount, [
        ...shown.flatMap((known, position) => (isUnread(known) ? [] : [{ position, question: known }])),
        ...rows.flatMap((row) => {
          const target = placedQuestionOf(row);
          return target && row.position !== null ? [{ position: row.position, question: target }] : [];
        }),
      ]);
    }
    for (const skipped of computeSkips(shown, valueAfterSave).toDelete) {
      if (!(await repository.bumpIfAnswered(skipped.id))) continue;
      await recordRemoval(tx, skipped.id, caller, now, 'skipped');
      await repository.replaceAnswers(skipped.id, []);
    }
    return savedFillQuestion({
      id: question.id,
      questionId: question.questionId,
      filledQuestionListId: scope.filledQuestionListId,
      answerTypeId: question.answerTypeDicId,
      version: written.version,
      savedAt: written.savedAt,
      answers: written.answers,
    });
  });
}
