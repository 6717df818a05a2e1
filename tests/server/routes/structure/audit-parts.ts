import { sql } from 'drizzle-orm';
import type request from 'supertest';
import { questionEntry, optionEntry } from './question-support';
import { allLanguages, callAs, type StructureFixture } from './structure-fixture';

/** The newest audit entry as stored. */
export interface StoredChange {
  id: number;
  typeId: number;
  userId: number | null;
  action: string;
  level: string;
  entityId: number | null;
  version: number;
  before: unknown;
  after: unknown;
}

/**
 * Builds fresh structure parts through the API as the administrator (each add is itself audited), so
 * a call under test can change or delete a part no questionnaire has filled.
 */
export interface AuditParts {
  f: StructureFixture;
  typeId: number;
  call(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object): Promise<request.Response>;
  form(): Promise<number>;
  subform(): Promise<number>;
  group(subformId?: number): Promise<number>;
  /** A single-choice question (it takes options), first of its group. */
  question(groupId?: number): Promise<number>;
  option(questionId?: number): Promise<number>;
  textIdOfType(): Promise<number>;
  /** How many entries the log holds, and the newest. */
  entryCount(): Promise<number>;
  newest(): Promise<StoredChange | undefined>;
  typeVersion(): Promise<number>;
}

export async function auditParts(f: StructureFixture, typeName: string): Promise<AuditParts> {
  const call = async (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) => {
    const sent = callAs(f, f.bearer.admin, method, path);
    return body === undefined ? sent : sent.send(body);
  };
  const created = async (method: 'post', path: string, body: object): Promise<number> => {
    const reply = await call(method, path, body);
    if (reply.status !== 200) throw new Error(`${path}: ${JSON.stringify(reply.body)}`);
    return Number(reply.body.data.id);
  };
  const typeId = await created('post', 'questinnaire/dic', { name: typeName });
  const unitTypeId = await f.number(sql`select id from unit_type order by id limit 1`);
  const parts: AuditParts = {
    f,
    typeId,
    call,
    form: () => created('post', 'form/dic', { questionnaireDicId: typeId, text: allLanguages('Form') }),
    subform: async () =>
      created('post', 'questinnaire/subform/dic', {
        formDicId: await parts.form(),
        code: 'AUDIT',
        text: allLanguages('Subform'),
      }),
    group: async (subformId) =>
      created('post', 'questionlist/dic', {
        subFormDicId: subformId ?? (await parts.subform()),
        qlNumber: 1,
        text: allLanguages('Group'),
        farmTypeId: unitTypeId,
      }),
    question: async (groupId) =>
      created(
        'post',
        'question/dic',
        questionEntry(groupId ?? (await parts.group()), 1, { answerTypeDicId: 4, min: null, max: null }),
      ),
    option: async (questionId) =>
      created('post', 'question/answer/dic', optionEntry(questionId ?? (await parts.question()))),
    textIdOfType: () => f.number(sql`select text_id as id from questionnaire_type where id = ${typeId}`),
    entryCount: () => f.number(sql`select count(*)::int as id from structure_change`),
    newest: async () => {
      const [row] = await f.rows(
        sql`select id, questionnaire_type_id, user_id, action, level, entity_id, version, before, after
            from structure_change order by id desc limit 1`,
      );
      if (!row) return undefined;
      return {
        id: Number(row.id),
        typeId: Number(row.questionnaire_type_id),
        userId: row.user_id === null ? null : Number(row.user_id),
        action: String(row.action),
        level: String(row.level),
        entityId: row.entity_id === null ? null : Number(row.entity_id),
        version: Number(row.version),
        before: row.before,
        after: row.after,
      };
    },
    typeVersion: () =>
      f.number(sql`select structure_version as id from questionnaire_type where id = ${typeId}`),
  };
  return parts;
}
