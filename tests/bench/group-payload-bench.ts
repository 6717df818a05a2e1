/**
 * Group payload size: `npm run bench:group-payload` (tsx tests/bench/group-payload-bench.ts).
 *
 * The `questionlist/{filledSubformId}` reply for generated groups of 100, 500 and 2,000 questions, built
 * by the server's own `assembleGroupInstances` from repository rows shaped as the database gives them
 * (every empty column a null; an export name on the options that carry a value, as the structure
 * rules require). Prints the reply's bytes as JSON and gzipped. Results: docs/benchmarks.md.
 */
import { gzipSync } from 'node:zlib';
import type { FillQuestion } from '@schemas/generated/api/fill';
import type { InstanceRows } from '../../server/data/repositories/fill-read-group-repository';
import { assembleGroupInstances } from '../../server/domain/fill/read/assemble-group-instances';
import { generatedGroup } from '@tests/fixtures/generated-group';

/** The rows the repository reads for `generatedGroup(count)`. */
function rowsOf(count: number): InstanceRows {
  const group = generatedGroup(count);
  const questions = group.questionList;
  return {
    instances: [
      {
        id: group.id,
        filledSubformId: group.filledSubformId,
        questionListDicId: group.questionListDicId,
        questionListName: group.questionListName,
        name: group.name ?? null,
        qlNumber: group.qlNumber,
        isActive: group.isActive,
        orderKey: group.orderKey,
        farmType: [],
      },
    ],
    questions: questions.map((q) => ({
      id: q.id,
      filledQuestionListId: group.id,
      version: q.version,
      questionId: q.questionId,
      answerTypeId: q.answerTypeDicId,
      questionText: q.questionText,
      questionGroupText: q.questionGroupText ?? null,
      questionTip: q.questionTip ?? null,
      recommended: q.recommended,
      isActive: q.isActive,
      min: q.min ?? null,
      max: q.max ?? null,
      maxAnswerQuestionId: q.maxAnswerQuestionId ?? null,
      optionsFromQuestionId: q.optionsFromQuestionId ?? null,
      orderKey: q.orderKey,
    })),
    options: questions.flatMap((q) =>
      q.answerList.map((o) => ({
        id: o.id,
        questionId: q.questionId,
        text: o.text,
        isActive: o.isActive,
        hasInput: o.hasInput,
        min: o.min ?? null,
        max: o.max ?? null,
        maxAnswerQuestionId: o.maxAnswerQuestionId ?? null,
        skipQuestions: o.skipQuestions,
        skipQuestionsOffset: o.skipQuestionsOffset,
        shortName: o.hasInput ? `q${q.questionId}o${o.orderKey}` : null,
        orderKey: o.orderKey,
        availableWhen: o.availableWhen ?? null,
      })),
    ),
    answers: questions.flatMap((q: FillQuestion) =>
      q.answers.map((a, index) => ({
        id: a.id ?? q.id * 100 + index,
        filledQuestionId: q.id,
        answerOptionId: a.answerListId ?? null,
        answer: a.answer ?? null,
        text: a.text ?? null,
        geomAnswer: a.geomAnswer ?? null,
        gridGeomAnswer: a.gridGeomAnswer ?? null,
        savedAt: new Date(a.date ?? '2026-05-01T10:00:00Z'),
      })),
    ),
    recommended: questions.flatMap((q) =>
      q.recommendedList.map((formId) => ({ questionId: q.questionId, formId })),
    ),
  };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

console.info('| questions | reply JSON | gzipped |');
console.info('|---:|---:|---:|');
for (const count of [100, 500, 2000]) {
  const body = JSON.stringify({ success: true, data: assembleGroupInstances(rowsOf(count)) });
  const bytes = Buffer.byteLength(body);
  console.info(`| ${count} | ${kB(bytes)} | ${kB(gzipSync(body).length)} |`);
}
