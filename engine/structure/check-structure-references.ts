import type { QuestionnaireStructure, StructureQuestion } from '@schemas/generated/structure';
import { answerKind } from '../kinds/index';

/** One broken rule of a structure document, with the path of the offending part. */
export interface StructureProblem {
  path: string;
  problem:
    | 'DUPLICATE_KEY'
    | 'DUPLICATE_SHORT_NAME'
    | 'UNKNOWN_QUESTION'
    | 'UNKNOWN_OPTION'
    | 'UNKNOWN_FORM'
    | 'UNKNOWN_UNIT_TYPE'
    | 'MAP_IN_FIRST_SUBFORM'
    | 'SKIP_PAST_END'
    | 'OPTIONS_SOURCE_NOT_TEXT';
  key: string;
}

function duplicates(
  keys: { key: string; path: string }[],
  problem: StructureProblem['problem'],
): StructureProblem[] {
  const seen = new Set<string>();
  return keys.flatMap(({ key, path }) => {
    if (seen.has(key)) return [{ path, problem, key }];
    seen.add(key);
    return [];
  });
}

/**
 * A single-choice option's skip (as computeSkips applies it: `skipQuestions` questions after
 * `skipQuestionsOffset` more, counted from the next question) must end inside its group; a skip that
 * reaches past the last question means the group lost questions the rule was written for.
 */
function skipsPastEnd(questions: readonly StructureQuestion[], groupPath: string): StructureProblem[] {
  return questions.flatMap((question, q) => {
    if (answerKind(question.answerType).choice !== 'single') return [];
    return question.options.flatMap((option, o) => {
      const end = q + 1 + option.skipQuestionsOffset + option.skipQuestions;
      if (option.skipQuestions <= 0 || end <= questions.length) return [];
      return [
        { path: `${groupPath}/questions/${q}/options/${o}`, problem: 'SKIP_PAST_END', key: option.key },
      ];
    });
  });
}

/**
 * Checks what JSON Schema cannot: keys and short names are unique, every key reference resolves
 * (questions, options, forms, unit types), options sources are questions whose answers can be options,
 * skips end inside their group and map questions stay out of the first subform of each form (the
 * document lists subforms in their order).
 * Returns the problems found; an empty list means the document is consistent.
 */
export function checkStructureReferences(
  structure: QuestionnaireStructure,
  unitTypeKeys: ReadonlySet<string>,
): StructureProblem[] {
  const problems: StructureProblem[] = [];
  const formKeys = new Set(structure.forms.map((form) => form.key));
  const questions = new Map<string, StructureQuestion>();
  const entries: { kind: string; key: string; path: string }[] = [];
  const shortNames: { key: string; path: string }[] = [];
  const unitTypeRefs: { key: string; path: string }[] = [];

  structure.forms.forEach((form, f) => {
    entries.push({ kind: 'form', key: form.key, path: `forms/${f}` });
    form.subforms.forEach((subform, s) => {
      const subformPath = `forms/${f}/subforms/${s}`;
      entries.push({ kind: 'subform', key: subform.key, path: subformPath });
      subform.unitTypeKeys.forEach((key) => unitTypeRefs.push({ key, path: subformPath }));
      subform.groups.forEach((group, g) => {
        const groupPath = `${subformPath}/groups/${g}`;
        entries.push({ kind: 'group', key: group.key, path: groupPath });
        problems.push(...skipsPastEnd(group.questions, groupPath));
        group.unitTypeKeys.forEach((key) => unitTypeRefs.push({ key, path: groupPath }));
        group.questions.forEach((question, q) => {
          const path = `${groupPath}/questions/${q}`;
          entries.push({ kind: 'question', key: question.key, path });
          shortNames.push({ key: question.shortName, path });
          questions.set(question.key, question);
          // The first subform of every form, as the studio and the fill save decide it (issue 15).
          if (s === 0 && answerKind(question.answerType).mapDefault !== undefined) {
            problems.push({ path, problem: 'MAP_IN_FIRST_SUBFORM', key: question.key });
          }
          problems.push(
            ...duplicates(
              question.options.map((option, o) => ({ key: option.key, path: `${path}/options/${o}` })),
              'DUPLICATE_KEY',
            ),
          );
        });
      });
    });
  });

  for (const kind of ['form', 'subform', 'group', 'question']) {
    problems.push(
      ...duplicates(
        entries.filter((entry) => entry.kind === kind),
        'DUPLICATE_KEY',
      ),
    );
  }
  problems.push(...duplicates(shortNames, 'DUPLICATE_SHORT_NAME'));
  for (const { key, path } of unitTypeRefs) {
    if (!unitTypeKeys.has(key)) problems.push({ path, problem: 'UNKNOWN_UNIT_TYPE', key });
  }

  const questionRef = (key: string | undefined, path: string) => {
    if (key !== undefined && !questions.has(key)) problems.push({ path, problem: 'UNKNOWN_QUESTION', key });
  };
  const optionsSourceRef = (key: string | undefined, path: string) => {
    if (key === undefined) return;
    const source = questions.get(key);
    if (!source) problems.push({ path, problem: 'UNKNOWN_QUESTION', key });
    else if (!answerKind(source.answerType).offersAnswersAsOptions)
      problems.push({ path, problem: 'OPTIONS_SOURCE_NOT_TEXT', key });
  };
  structure.forms.forEach((form, f) => {
    form.subforms.forEach((subform, s) =>
      subform.groups.forEach((group, g) =>
        group.questions.forEach((question, q) => {
          const path = `forms/${f}/subforms/${s}/groups/${g}/questions/${q}`;
          questionRef(question.maxFromQuestionKey, `${path}/maxFromQuestionKey`);
          optionsSourceRef(question.optionsFromQuestionKey, `${path}/optionsFromQuestionKey`);
          questionRef(question.prefillFromQuestionKey, `${path}/prefillFromQuestionKey`);
          for (const key of question.recommendedFormKeys) {
            if (!formKeys.has(key))
              problems.push({ path: `${path}/recommendedFormKeys`, problem: 'UNKNOWN_FORM', key });
          }
          question.options.forEach((option, o) => {
            const optionPath = `${path}/options/${o}`;
            questionRef(option.maxFromQuestionKey, `${optionPath}/maxFromQuestionKey`);
            if (!option.availableWhen) return;
            const source = questions.get(option.availableWhen.questionKey);
            if (!source) {
              problems.push({
                path: `${optionPath}/availableWhen`,
                problem: 'UNKNOWN_QUESTION',
                key: option.availableWhen.questionKey,
              });
              return;
            }
            const sourceOptions = new Set(source.options.map((candidate) => candidate.key));
            for (const key of option.availableWhen.optionKeys) {
              if (!sourceOptions.has(key))
                problems.push({ path: `${optionPath}/availableWhen`, problem: 'UNKNOWN_OPTION', key });
            }
          });
        }),
      ),
    );
    const indicatorInputs = (indicators: typeof form.indicators, path: string): void =>
      indicators.forEach((indicator, i) => {
        indicator.inputs?.forEach((input, n) => questionRef(input.questionKey, `${path}/${i}/inputs/${n}`));
        if (indicator.children) indicatorInputs(indicator.children, `${path}/${i}/children`);
      });
    indicatorInputs(form.indicators, `forms/${f}/indicators`);
  });
  return problems;
}
