import { isAnswerTypeId } from '@engine/kinds/index';
import type { FillAnswerOption, FillQuestion } from '@schemas/generated/api/fill';
import type {
  AnswerRow,
  FilledQuestionRow,
  OptionRow,
} from '../../../data/repositories/fill-read-group-repository';
import type { PlacedQuestionRow } from '../../../data/repositories/fill-write-save-json';
import { savedAnswer } from '../read/saved-answer';

type QuestionRow = Pick<FilledQuestionRow, 'id' | 'questionId' | 'answerTypeId'> &
  Partial<Omit<FilledQuestionRow, 'id' | 'questionId' | 'answerTypeId'>>;

function fillOption(row: OptionRow): FillAnswerOption {
  const { questionId: _questionId, ...option } = row;
  return option;
}

/**
 * A question of the group instance as the fill reads give it (assembleGroupInstances), from the rows a
 * save read; what a row leaves out is what no rule of the save reads (texts, recommendations). A
 * type the fill screen cannot show gives none, as there.
 */
export function saveQuestionOf(
  row: QuestionRow,
  options: readonly OptionRow[],
  answers: readonly AnswerRow[],
): FillQuestion | undefined {
  const answerTypeDicId = row.answerTypeId;
  if (!isAnswerTypeId(answerTypeDicId)) return undefined;
  return {
    id: row.id,
    questionId: row.questionId,
    filledQuestionListId: row.filledQuestionListId,
    answerTypeDicId,
    questionText: '',
    questionGroupText: null,
    questionTip: null,
    recommended: row.recommended ?? false,
    recommendedList: [],
    isActive: row.isActive ?? true,
    min: row.min ?? null,
    max: row.max ?? null,
    maxAnswerQuestionId: row.maxAnswerQuestionId ?? null,
    optionsFromQuestionId: row.optionsFromQuestionId ?? null,
    orderKey: row.orderKey ?? 0,
    version: row.version ?? 0,
    answerList: options.map(fillOption),
    answers: answers.map(savedAnswer),
  };
}

export function placedQuestionOf(row: PlacedQuestionRow): FillQuestion | undefined {
  return saveQuestionOf(row, row.options, row.answers);
}

/**
 * A shown question of the instance that the save did not read: it holds its place, skips nothing and
 * holds no answer. Its ids are negative, so it never stands for a real question.
 */
function unread(position: number): FillQuestion {
  return {
    id: -1 - position,
    questionId: -1 - position,
    answerTypeDicId: 3,
    questionText: '',
    recommended: false,
    recommendedList: [],
    isActive: true,
    orderKey: position,
    version: 0,
    answerList: [],
    answers: [],
  };
}

/**
 * The shown questions of a group instance in their order, as far as skips are concerned: the
 * questions read (at their places) and, between them, questions that were not read. The skip logic
 * (computeSkips) gives on this the same answer as on the whole instance when every question whose
 * stored choice skips is among those read: a question that was not read skips nothing.
 */
export function shownInOrder(
  shownCount: number,
  read: readonly { position: number; question: FillQuestion }[],
): FillQuestion[] {
  const shown = Array.from({ length: shownCount }, (_, position) => unread(position));
  for (const { position, question } of read) {
    if (position >= 0 && position < shownCount) shown[position] = question;
  }
  return shown;
}

/** Whether a place holds a question the save did not read. */
export function isUnread(question: FillQuestion): boolean {
  return question.id < 0;
}
