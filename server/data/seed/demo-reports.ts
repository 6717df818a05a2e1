import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { answerKind, isAnswerTypeId } from '@engine/kinds/index';
import type { Db } from '../database';
import { indicatorRepository, type IndicatorQuestionRow } from '../repositories/indicator-repository';
import { writeIndicatorSnapshot } from '../repositories/indicator-snapshot-repository';
import { insertQuestionnaire } from '../repositories/questionnaire-repository';
import {
  answer,
  answerOption,
  filledForm,
  filledQuestion,
  filledQuestionList,
  filledSubform,
  form,
  indicator,
  unit,
  type IndicatorInput,
} from '../schema/index';

/**
 * Three more units of the demo farmer's unit type whose report forms are answered, submitted and
 * reported, so that the farmer's report has an average of its type to compare with (the average needs
 * REPORT_MIN_AVERAGE_UNITS units, 3 by default). Each answers at its own level of the scale.
 */
export const demoReportUnits = [
  { number: 'PL-101', description: 'Birch Meadow pig farm', level: 0.35 },
  { number: 'PL-102', description: 'Stone Brook pig farm', level: 0.6 },
  { number: 'PL-103', description: 'Sunny Ridge pig farm', level: 0.85 },
] as const;

/** The answer kind of a question's type; undefined for a type the engine does not know. */
function kindOf(question: IndicatorQuestionRow) {
  return isAnswerTypeId(question.answerTypeDicId) ? answerKind(question.answerTypeDicId) : undefined;
}

/** Where on each question's scale a unit answers: its level, shifted per question so answers vary. */
function shareFor(level: number, index: number): number {
  return (level + index * 0.17) % 1;
}

function numberAnswer(question: IndicatorQuestionRow, input: IndicatorInput, share: number): string {
  const low = input.min ?? question.min ?? 0;
  const high = input.max ?? question.max ?? 100;
  let value = low + (high - low) * share;
  if (question.min !== null) value = Math.max(value, question.min);
  if (question.max !== null) value = Math.min(value, question.max);
  return kindOf(question)?.key === 'integer'
    ? String(Math.round(value))
    : String(Math.round(value * 10) / 10);
}

/** The answer rows of one indicator question at a share of its scale; none for a type without a rule here. */
function answerRows(
  question: IndicatorQuestionRow,
  input: IndicatorInput,
  offered: readonly number[],
  share: number,
): { answerOptionId: number | null; answer: string | null }[] {
  const kind = kindOf(question);
  if (kind?.indicatorReads === 'number') {
    return [{ answerOptionId: null, answer: numberAnswer(question, input, share) }];
  }
  if (offered.length === 0) return [];
  const index = Math.min(offered.length - 1, Math.floor(share * offered.length));
  const chosen = kind?.choice === 'multiple' ? offered.slice(index, index + 2) : [offered[index]];
  return chosen.flatMap((id) => (id === undefined ? [] : [{ answerOptionId: id, answer: null }]));
}

/** The report forms of the type and the first input of every question their indicators read. */
async function reportInputs(db: Db, questionnaireTypeId: number) {
  const forms = await db
    .select({ id: form.id })
    .from(form)
    .where(
      and(
        eq(form.questionnaireTypeId, questionnaireTypeId),
        eq(form.hasReport, true),
        eq(form.isActive, true),
      ),
    )
    .orderBy(asc(form.orderKey));
  const formIds = forms.map((row) => row.id);
  const rows =
    formIds.length === 0
      ? []
      : await db
          .select({ inputs: indicator.inputs })
          .from(indicator)
          .where(inArray(indicator.formId, formIds));
  const inputs = new Map<number, IndicatorInput>();
  for (const input of rows.flatMap((row) => row.inputs)) {
    if (!inputs.has(input.questionId)) inputs.set(input.questionId, input);
  }
  return { formIds, inputs };
}

/** Options a demo answer may choose: active, and skipping nothing (so no answered question is skipped). */
async function offeredOptions(db: Db, questionIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows =
    questionIds.length === 0
      ? []
      : await db
          .select({ id: answerOption.id, questionId: answerOption.questionId })
          .from(answerOption)
          .where(
            and(
              inArray(answerOption.questionId, [...questionIds]),
              eq(answerOption.isActive, true),
              eq(answerOption.skipQuestions, 0),
            ),
          )
          .orderBy(asc(answerOption.orderKey), asc(answerOption.id));
  const offered = new Map<number, number[]>();
  for (const row of rows) offered.set(row.questionId, [...(offered.get(row.questionId) ?? []), row.id]);
  return offered;
}

/** Answers every indicator question of the questionnaire (each group instance) at the unit's level. */
async function answerIndicatorQuestions(
  db: Db,
  questionnaireId: number,
  level: number,
  inputs: ReadonlyMap<number, IndicatorInput>,
  questions: readonly IndicatorQuestionRow[],
  offered: ReadonlyMap<number, readonly number[]>,
): Promise<void> {
  const questionIds = [...inputs.keys()];
  if (questionIds.length === 0) return;
  const filled = await db
    .select({ id: filledQuestion.id, questionId: filledQuestion.questionId })
    .from(filledQuestion)
    .innerJoin(filledQuestionList, eq(filledQuestionList.id, filledQuestion.filledQuestionListId))
    .innerJoin(filledSubform, eq(filledSubform.id, filledQuestionList.filledSubformId))
    .innerJoin(filledForm, eq(filledForm.id, filledSubform.filledFormId))
    .where(
      and(eq(filledForm.questionnaireId, questionnaireId), inArray(filledQuestion.questionId, questionIds)),
    );
  const values = filled.flatMap((row) => {
    const index = questions.findIndex((question) => question.questionId === row.questionId);
    const question = questions[index];
    const input = inputs.get(row.questionId);
    if (!question || !input) return [];
    return answerRows(question, input, offered.get(row.questionId) ?? [], shareFor(level, index)).map(
      (stored) => ({ filledQuestionId: row.id, ...stored }),
    );
  });
  if (values.length > 0) await db.insert(answer).values(values);
  await db
    .update(filledQuestion)
    .set({ version: sql`${filledQuestion.version} + 1`, savedAt: sql`now()` })
    .where(
      inArray(
        filledQuestion.id,
        filled.map((row) => row.id),
      ),
    );
}

/**
 * Seeds the comparison units (demoReportUnits) of a unit type: each with a questionnaire of the demo
 * type whose report forms are answered in the questions the indicators read, submitted, and reported
 * by the same computation as POST indicator (writeIndicatorSnapshot). Idempotent by unit number.
 */
export async function seedDemoReports(
  db: Db,
  questionnaireTypeId: number,
  unitTypeId: number,
  institutionId: number | null,
): Promise<void> {
  const { formIds, inputs } = await reportInputs(db, questionnaireTypeId);
  const questions = await indicatorRepository(db).questions([...inputs.keys()]);
  const offered = await offeredOptions(db, [...inputs.keys()]);
  for (const demoUnit of demoReportUnits) {
    const [existing] = await db.select({ id: unit.id }).from(unit).where(eq(unit.number, demoUnit.number));
    if (existing) continue;
    const [created] = await db
      .insert(unit)
      .values({ number: demoUnit.number, description: demoUnit.description, unitTypeId, institutionId })
      .returning({ id: unit.id });
    if (!created) throw new Error(`No id returned for demo unit ${demoUnit.number}`);
    const questionnaireId = await insertQuestionnaire(db, {
      unitId: created.id,
      unitTypeId,
      unitNumber: demoUnit.number,
      questionnaireTypeId,
      createdByUserId: null,
    });
    await answerIndicatorQuestions(db, questionnaireId, demoUnit.level, inputs, questions, offered);
    if (formIds.length > 0) {
      await db
        .update(filledForm)
        .set({ status: true, submittedAt: sql`now()` })
        .where(and(eq(filledForm.questionnaireId, questionnaireId), inArray(filledForm.formId, formIds)));
    }
    for (const formId of formIds) await writeIndicatorSnapshot(db, questionnaireId, formId);
  }
}

/**
 * Answers a questionnaire's questions that its report forms' indicators read, at a level (0–1) of their
 * scales, as the comparison units are answered; nothing is submitted. For tests that need a farmer's
 * questionnaire ready for a report without typing every answer.
 */
export async function answerReportQuestions(
  db: Db,
  questionnaireId: number,
  questionnaireTypeId: number,
  level: number,
): Promise<void> {
  const { inputs } = await reportInputs(db, questionnaireTypeId);
  const questions = await indicatorRepository(db).questions([...inputs.keys()]);
  const offered = await offeredOptions(db, [...inputs.keys()]);
  await answerIndicatorQuestions(db, questionnaireId, level, inputs, questions, offered);
}
