import type {
  IndicatorAnswer,
  IndicatorDefinition,
  IndicatorQuestion,
  IndicatorSource,
} from '@engine/indicators/indicator-source';
import type { StructureEntityRef } from '@schemas/generated/api/structure-studio';
import type { QuestionnaireStructure, StructureIndicator, Translations } from '@schemas/generated/structure';

/** The answers the preview keeps, by question id (KeptAnswers.byQuestion). */
export type PreviewAnswerRows = ReadonlyMap<
  number,
  { answers: readonly { answerListId?: number | null; answer?: string | null }[] }
>;

/** The edited tree and its source, in the engine's terms; `keyOf` names each computed node's key. */
export interface PreviewComputation {
  tree: IndicatorDefinition[];
  source: IndicatorSource;
  keyOf: ReadonlyMap<number, string>;
}

/**
 * The edited tree of one form, turned from the structure document's keys into the ids the preview's
 * answers use: questions and options get their database ids from the document's entities (matched by
 * JSON path), a node its place in the tree (1, 2, … depth first: an unsaved node has no id yet).
 * An input whose question has no id (not saved yet) is left out. The preview keeps one instance per
 * group, so every answer row counts as instance 0.
 */
export function previewIndicatorSource(
  document: QuestionnaireStructure,
  entities: readonly StructureEntityRef[],
  formKey: string,
  tree: readonly StructureIndicator[],
  answers: PreviewAnswerRows,
  language: keyof Translations,
): PreviewComputation {
  const idAt = new Map(entities.map((entity) => [entity.path, entity.id]));
  const questionIds = new Map<string, number>();
  const questions = new Map<number, IndicatorQuestion>();
  const formIndex = document.forms.findIndex((form) => form.key === formKey);
  const form = document.forms[formIndex];
  form?.subforms.forEach((subform, s) =>
    subform.groups.forEach((group, g) =>
      group.questions.forEach((question, q) => {
        const path = `forms/${formIndex}/subforms/${s}/groups/${g}/questions/${q}`;
        const questionId = idAt.get(path);
        if (questionId === undefined) return;
        questionIds.set(question.key, questionId);
        questions.set(questionId, {
          questionId,
          answerTypeDicId: question.answerType,
          min: question.min ?? null,
          max: question.max ?? null,
          options: question.options.flatMap((option, o) => {
            const id = idAt.get(`${path}/options/${o}`);
            return id === undefined ? [] : [{ id, score: option.score ?? null }];
          }),
        });
      }),
    ),
  );

  const rows = new Map<number, IndicatorAnswer[]>();
  for (const [questionId, kept] of answers) {
    if (!questions.has(questionId)) continue;
    rows.set(
      questionId,
      kept.answers.map((row) => ({ instanceId: 0, answerListId: row.answerListId, answer: row.answer })),
    );
  }

  const keyOf = new Map<number, string>();
  let next = 0;
  const define = (nodes: readonly StructureIndicator[]): IndicatorDefinition[] =>
    nodes.map((node) => {
      next += 1;
      const id = next;
      keyOf.set(id, node.key);
      return {
        id,
        name: node.name[language] || node.name.en || node.key,
        weight: node.weight,
        inputs: (node.inputs ?? []).flatMap(({ questionKey, ...input }) => {
          const questionId = questionIds.get(questionKey);
          return questionId === undefined ? [] : [{ ...input, questionId }];
        }),
        children: define(node.children ?? []),
      };
    });
  return { tree: define(tree), source: { questions, answers: rows }, keyOf };
}
