import { sql } from 'drizzle-orm';
import request from 'supertest';
import { schemaRef } from '@schemas/index';
import { compiledValidator } from '@server/shared/schema-validator';
import { idOf } from '../questionnaire/questionnaire-fixture';
import type { FillFixture } from '../fill/fill-fixture';

export const INDICATOR = '/api/secured/indicator';

/** The errors of a value against a definition of schemas/api/indicator.schema.json. */
export function indicatorShapeErrors(definition: string, value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, index) =>
      indicatorShapeErrors(definition, item).map((error) => `[${index}]${error}`),
    );
  }
  const check = compiledValidator(schemaRef('api/indicator', definition));
  return check(value)
    ? []
    : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}

/** Marks the questionnaire's filled form submitted, as a successful submit call would. */
export async function submitForm(f: FillFixture, questionnaireId: number, formKey: string): Promise<void> {
  await f.database.db.execute(
    sql`update filled_form set status = true, submitted_at = now()
        where questionnaire_id = ${questionnaireId} and form_id = ${await f.dic.form(formKey)}`,
  );
}

/** The id of an indicator of the demo structure by its key. */
export function indicatorId(f: FillFixture, key: string): Promise<number> {
  return idOf(
    f.database,
    sql`select i.id from indicator i join form fo on fo.id = i.form_id
        where fo.questionnaire_type_id = ${f.demoTypeId} and i.key = ${key}`,
  );
}

/** A report node (IndicatorResult, AverageIndicatorResult): children of its own kind. */
interface ReportNode<T> {
  indicator_dic_id: number;
  subIndicators: readonly T[];
}

/** A node of a nested report (or averages) by its indicator id, anywhere in the tree. */
export function nodeOf<T extends ReportNode<T>>(tree: readonly T[], id: number): T | undefined {
  for (const node of tree) {
    if (node.indicator_dic_id === id) return node;
    const found = nodeOf(node.subIndicators, id);
    if (found) return found;
  }
  return undefined;
}

/** Every node of a nested tree, depth first. */
export function allNodes<T extends ReportNode<T>>(tree: readonly T[]): T[] {
  return tree.flatMap((node) => [node, ...allNodes(node.subIndicators)]);
}

/** POST indicator/{id}?formDicId with a bearer. */
export function generate(
  f: FillFixture,
  bearer: string,
  questionnaireId: number | string,
  formDicId: number | string,
) {
  return request(f.app)
    .post(`${INDICATOR}/${questionnaireId}`)
    .query({ formDicId })
    .set('Authorization', bearer);
}

/** GET indicator/{id}?formDicId&localeDicId with a bearer. */
export function readReport(
  f: FillFixture,
  bearer: string,
  questionnaireId: number | string,
  query: Record<string, string | number>,
) {
  return request(f.app).get(`${INDICATOR}/${questionnaireId}`).query(query).set('Authorization', bearer);
}
