import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { structureSubformEndpoints, structureTypeEndpoints } from '@schemas/contract/structure';
import { selfRegistered } from '@tests/support/self-registered';
import { allLanguages, structureFixture, type StructureFixture } from './structure-fixture';

type EndpointName = keyof typeof structureTypeEndpoints | keyof typeof structureSubformEndpoints;

/** The ids a call names: real rows of the demo structure, so a refusal cannot be a 404 in disguise. */
interface Ids {
  typeId: number;
  typeTextId: number;
  formId: number;
  subformId: number;
  nextSubformId: number;
  groupId: number;
  nextGroupId: number;
}

/** One request per call of this part of the structure API, each one that would change something if allowed. */
const calls: Record<
  EndpointName,
  (ids: Ids) => { method: 'get' | 'post' | 'put' | 'delete'; path: string; body?: object }
> = {
  addQuestionnaireType: () => ({ method: 'post', path: 'questinnaire/dic', body: { name: 'Refused type' } }),
  renameQuestionnaireType: (ids) => ({
    method: 'post',
    path: `questinnaire/updateName/${ids.typeTextId}`,
    body: { name: 'Refused name' },
  }),
  setQuestionnaireTypeActive: (ids) => ({
    method: 'put',
    path: `questinnaire/dic/setIsActive?questionnaireDicId=${ids.typeId}&isActive=false`,
  }),
  setFormActive: (ids) => ({ method: 'put', path: `form/${ids.formId}/setIsActive/false` }),
  addFormDic: (ids) => ({
    method: 'post',
    path: 'form/dic',
    body: { questionnaireDicId: ids.typeId, text: allLanguages('Refused') },
  }),
  updateFormDic: (ids) => ({
    method: 'put',
    path: 'form/dic',
    body: { id: ids.formId, questionnaireDicId: ids.typeId, text: allLanguages('Refused') },
  }),
  subformDicList: (ids) => ({ method: 'get', path: `questinnaire/subform/dic/list?formDicId=${ids.formId}` }),
  subformDic: (ids) => ({ method: 'get', path: `questinnaire/subform/dic/${ids.subformId}` }),
  addSubformDic: (ids) => ({
    method: 'post',
    path: 'questinnaire/subform/dic',
    body: { formDicId: ids.formId, code: 'R', text: allLanguages('Refused') },
  }),
  updateSubformDic: (ids) => ({
    method: 'put',
    path: 'questinnaire/subform/dic',
    body: { id: ids.subformId, formDicId: ids.formId, code: 'R', text: allLanguages('Refused') },
  }),
  setSubformActive: (ids) => ({
    method: 'put',
    path: `questinnaire/subform/dic/setIsActive?subFormDicId=${ids.subformId}&isActive=false`,
  }),
  swapSubforms: (ids) => ({
    method: 'put',
    path: `questinnaire/subform/dic/swap-order?firstId=${ids.subformId}&secondId=${ids.nextSubformId}`,
  }),
  deleteSubformDic: (ids) => ({ method: 'delete', path: `questinnaire/subform/dic/${ids.nextSubformId}` }),
  groupDicList: (ids) => ({
    method: 'get',
    path: `questionlist/group/dic/list?subFormDicId=${ids.subformId}`,
  }),
  groupDic: (ids) => ({ method: 'get', path: `questionlist/dic/${ids.groupId}` }),
  addGroupDic: (ids) => ({
    method: 'post',
    path: 'questionlist/dic',
    body: { subFormDicId: ids.subformId, qlNumber: -1, farmTypeId: -1 },
  }),
  updateGroupDic: (ids) => ({
    method: 'put',
    path: 'questionlist/dic',
    body: { id: ids.groupId, subFormDicId: ids.subformId, qlNumber: -1, farmTypeId: -1 },
  }),
  setGroupActive: (ids) => ({
    method: 'put',
    path: `questionlist/dic/setIsActive?questionGroupDicId=${ids.groupId}&isActive=false`,
  }),
  swapGroups: (ids) => ({
    method: 'put',
    path: `questionlist/dic/swap-order?firstId=${ids.groupId}&secondId=${ids.nextGroupId}`,
  }),
  deleteGroupDic: (ids) => ({ method: 'delete', path: `questionlist/dic/${ids.nextGroupId}` }),
};

const callNames = Object.keys(calls) as EndpointName[];

describe('structure calls on types, forms, subforms and groups are the administrators’ alone', () => {
  let f: StructureFixture;
  let ids: Ids;
  let strangers: Record<'farmer' | 'expert', string>;

  /** Everything these calls could change. */
  const structureState = async () =>
    JSON.stringify(
      await f.rows(sql`select
        (select json_agg(t order by t.id) from (select id, is_active, order_key from questionnaire_type) t) as types,
        (select json_agg(x order by x.id) from (select id, is_active, has_report, order_key from form) x) as forms,
        (select json_agg(s order by s.id) from (select id, code, is_active, order_key from subform) s) as subforms,
        (select json_agg(g order by g.id) from (select id, ql_number, is_active, order_key from question_group) g) as groups,
        (select count(*) from translation) as translations`),
    );

  beforeAll(async () => {
    f = await structureFixture();
    // An empty subform and group list of their own, so delete and swap would go through if allowed.
    const type = await request(f.app)
      .post('/api/secured/questinnaire/dic')
      .set('Authorization', f.bearer.admin)
      .send({ name: 'Roles survey' });
    const typeId: number = type.body.data.id;
    const form = await request(f.app)
      .post('/api/secured/form/dic')
      .set('Authorization', f.bearer.admin)
      .send({ questionnaireDicId: typeId, text: allLanguages('Roles form') });
    const subformIds: number[] = [];
    for (const code of ['R1', 'R2']) {
      const added = await request(f.app)
        .post('/api/secured/questinnaire/subform/dic')
        .set('Authorization', f.bearer.admin)
        .send({ formDicId: form.body.data.id, code, text: allLanguages(code) });
      subformIds.push(added.body.data.id);
    }
    const groupIds: number[] = [];
    for (let n = 0; n < 2; n += 1) {
      const added = await request(f.app)
        .post('/api/secured/questionlist/dic')
        .set('Authorization', f.bearer.admin)
        .send({ subFormDicId: subformIds[0], qlNumber: -1, farmTypeId: -1 });
      groupIds.push(added.body.data.id);
    }
    ids = {
      typeId,
      typeTextId: type.body.data.textId,
      formId: form.body.data.id,
      subformId: subformIds[0] ?? 0,
      nextSubformId: subformIds[1] ?? 0,
      groupId: groupIds[0] ?? 0,
      nextGroupId: groupIds[1] ?? 0,
    };
    strangers = {
      farmer: (await selfRegistered(f.t, 'structure.farmer@example.com', 3)).bearer,
      expert: (await selfRegistered(f.t, 'structure.expert@example.com', 4)).bearer,
    };
  });
  afterAll(async () => {
    await f.close();
  });

  const send = (name: EndpointName, bearer: string | undefined) => {
    const { method, path, body } = calls[name](ids);
    const test = request(f.app)[method](`/api/secured/${path}`);
    if (bearer) test.set('Authorization', bearer);
    return body ? test.send(body) : test;
  };

  it.each(callNames)('%s answers 401 without a session, or with a bad token', async (name) => {
    const before = await structureState();
    expect((await send(name, undefined)).status).toBe(401);
    expect((await send(name, 'Bearer not-a-token')).status).toBe(401);
    expect(await structureState()).toBe(before);
  });

  it.each(callNames)(
    '%s answers 403 to every other role, also a freshly self-registered account',
    async (name) => {
      const before = await structureState();
      for (const bearer of [
        f.bearer.coordinator,
        f.bearer.farmer,
        f.bearer.expert,
        f.bearer.observer,
        strangers.farmer,
        strangers.expert,
      ]) {
        const reply = await send(name, bearer);
        expect(reply.status, `${name}: ${JSON.stringify(reply.body)}`).toBe(403);
        expect(reply.body).toMatchObject({ success: false, error: 'FORBIDDEN', message: expect.any(String) });
      }
      expect(await structureState()).toBe(before);
    },
  );

  it.each(callNames)('%s goes through for an administrator', async (name) => {
    const reply = await send(name, f.bearer.admin);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.success).toBe(true);
  });
});
