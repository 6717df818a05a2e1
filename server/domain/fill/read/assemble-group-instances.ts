import { isAnswerTypeId } from '@engine/kinds/index';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillAnswerOption, FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import type {
  AnswerRow,
  FilledQuestionRow,
  InstanceRows,
  OptionRow,
} from '../../../data/repositories/fill-read-group-repository';
import { savedAnswer } from './saved-answer';

const qlNumbers: readonly GroupInstance['qlNumber'][] = [-1, 0, 1, 2];

function isQlNumber(value: number): value is GroupInstance['qlNumber'] {
  return qlNumbers.some((known) => known === value);
}

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * `{ [key]: value }`, or nothing for no value: the reply leaves out empty optional fields (issue 12:
 * a 500-question group carried over 100 kB of nulls). The engine and the screen read a missing field
 * as null.
 */
function present<K extends string, V>(key: K, value: V | null): Partial<Record<K, V>> {
  if (value === null) return {};
  const field: Partial<Record<K, V>> = {};
  field[key] = value;
  return field;
}

// The option's export name (shortName) is not sent: no screen that reads this reply shows it.
function fillOption(row: OptionRow): FillAnswerOption {
  return {
    id: row.id,
    text: row.text,
    isActive: row.isActive,
    hasInput: row.hasInput,
    ...present('min', row.min),
    ...present('max', row.max),
    ...present('maxAnswerQuestionId', row.maxAnswerQuestionId),
    skipQuestions: row.skipQuestions,
    skipQuestionsOffset: row.skipQuestionsOffset,
    orderKey: row.orderKey,
    ...present('availableWhen', row.availableWhen),
  };
}

/** A saved answer without its empty fields (see `present`). */
function compactAnswer(row: AnswerRow): SavedAnswer {
  const answer = savedAnswer(row);
  return {
    ...present('id', answer.id ?? null),
    ...present('answerListId', answer.answerListId ?? null),
    ...present('answer', answer.answer ?? null),
    ...present('text', answer.text ?? null),
    ...present('date', answer.date ?? null),
    ...present('geomAnswer', answer.geomAnswer ?? null),
    ...present('gridGeomAnswer', answer.gridGeomAnswer ?? null),
  };
}

function fillQuestion(
  row: FilledQuestionRow & { answerTypeId: FillQuestion['answerTypeDicId'] },
  answerList: FillAnswerOption[],
  answers: SavedAnswer[],
  recommendedList: number[],
): FillQuestion {
  return {
    id: row.id,
    questionId: row.questionId,
    filledQuestionListId: row.filledQuestionListId,
    answerTypeDicId: row.answerTypeId,
    questionText: row.questionText,
    ...present('questionGroupText', row.questionGroupText),
    ...present('questionTip', row.questionTip),
    recommended: row.recommended,
    recommendedList,
    isActive: row.isActive,
    ...present('min', row.min),
    ...present('max', row.max),
    ...present('maxAnswerQuestionId', row.maxAnswerQuestionId),
    ...present('optionsFromQuestionId', row.optionsFromQuestionId),
    orderKey: row.orderKey,
    version: row.version,
    answerList,
    answers,
  };
}

/**
 * The group instances of the fill screen from the rows the repository read, in their order, each
 * with its questions by orderKey, their options by orderKey and saved answers in saving order. The
 * options of a question are shared by its instances, so they are converted once per question.
 */
export function assembleGroupInstances(rows: InstanceRows): GroupInstance[] {
  const optionsByQuestion = new Map<number, FillAnswerOption[]>();
  for (const [questionId, options] of groupBy(rows.options, (row) => row.questionId)) {
    optionsByQuestion.set(questionId, options.map(fillOption));
  }
  const answersByFilledQuestion = groupBy(rows.answers, (row) => row.filledQuestionId);
  const formsByQuestion = groupBy(rows.recommended, (row) => row.questionId);
  const questionsByInstance = groupBy(rows.questions, (row) => row.filledQuestionListId);

  return rows.instances.flatMap((instance): GroupInstance[] => {
    // The structure format only allows these values; a row outside them is not a group the screen can show.
    if (!isQlNumber(instance.qlNumber)) return [];
    const questionList = (questionsByInstance.get(instance.id) ?? []).flatMap((row) => {
      const answerTypeId = row.answerTypeId;
      if (!isAnswerTypeId(answerTypeId)) return [];
      return [
        fillQuestion(
          { ...row, answerTypeId },
          optionsByQuestion.get(row.questionId) ?? [],
          (answersByFilledQuestion.get(row.id) ?? []).map(compactAnswer),
          (formsByQuestion.get(row.questionId) ?? []).map((recommended) => recommended.formId),
        ),
      ];
    });
    return [
      {
        id: instance.id,
        questionListDicId: instance.questionListDicId,
        questionListName: instance.questionListName,
        name: instance.name,
        qlNumber: instance.qlNumber,
        isActive: instance.isActive,
        filledSubformId: instance.filledSubformId,
        orderKey: instance.orderKey,
        farmType: instance.farmType,
        questionList,
      },
    ];
  });
}
