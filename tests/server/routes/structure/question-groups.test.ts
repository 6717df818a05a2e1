import { sql } from 'drizzle-orm';
import { apiContract } from '@schemas/contract/index';
import {
  allLanguages,
  callAs,
  expectContractReply,
  orderOf,
  structureFixture,
  type StructureFixture,
} from './structure-fixture';

describe('structure calls on question groups', () => {
  let f: StructureFixture;
  let filledSubformId: number;
  let subformId: number;
  let unitTypeId: number;

  beforeAll(async () => {
    f = await structureFixture();
    filledSubformId = await f.dic.subform('farm_profile');
    const added = await callAs(f, f.bearer.admin, 'post', 'questinnaire/subform/dic').send({
      formDicId: await f.dic.form('general'),
      code: 'GROUPS',
      text: allLanguages('Groups'),
    });
    subformId = added.body.data.id;
    unitTypeId = await f.number(sql`select id from unit_type order by id limit 1`);
  });
  afterAll(async () => {
    await f.close();
  });

  const add = (body: object) => callAs(f, f.bearer.admin, 'post', 'questionlist/dic').send(body);
  const put = (body: object) => callAs(f, f.bearer.admin, 'put', 'questionlist/dic').send(body);
  const groupCount = () => f.number(sql`select count(*)::int as id from question_group`);
  const keys = async () => (await orderOf(f, 'question_group', subformId)).map((row) => row.orderKey);
  const ids = async () => (await orderOf(f, 'question_group', subformId)).map((row) => row.id);

  it('lists the groups of a subform in order; an unknown subform is 404', async () => {
    const reply = await callAs(
      f,
      f.bearer.admin,
      'get',
      `questionlist/group/dic/list?subFormDicId=${filledSubformId}`,
    ).expect(200);
    expectContractReply(apiContract.groupDicList, reply.body.data);
    expect(reply.body.data.map((group: { id: number }) => group.id)).toEqual(
      (await orderOf(f, 'question_group', filledSubformId)).map((row) => row.id),
    );
    expect(reply.body.data[0]).toMatchObject({
      subFormDicId: filledSubformId,
      hasAnswers: true,
      isActive: true,
    });
    await callAs(f, f.bearer.admin, 'get', 'questionlist/group/dic/list?subFormDicId=999999').expect(404);
  });

  it('reads one group; an unknown id is 404', async () => {
    const id = await f.dic.group('farm_holder');
    const reply = await callAs(f, f.bearer.admin, 'get', `questionlist/dic/${id}?localeDicId=1`).expect(200);
    expectContractReply(apiContract.groupDic, reply.body.data);
    expect(reply.body.data).toMatchObject({ id, subFormDicId: filledSubformId });
    await callAs(f, f.bearer.admin, 'get', 'questionlist/dic/999999').expect(404);
  });

  it('adds groups at the end or at a given place, the later ones moving down', async () => {
    const first = await add({
      subFormDicId: subformId,
      qlNumber: 1,
      farmTypeId: -1,
      text: allLanguages('Trees'),
    }).expect(200);
    expectContractReply(apiContract.addGroupDic, first.body.data);
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      subFormDicId: subformId,
      qlNumber: 1,
      farmTypeId: -1,
      name: 'Trees (en)',
      isActive: true,
      orderKey: 1,
      text: { id: expect.any(Number), ...allLanguages('Trees') },
      hasAnswers: false,
    });
    const single = await add({ subFormDicId: subformId, qlNumber: -1, farmTypeId: unitTypeId }).expect(200);
    expect(single.body.data).toMatchObject({ orderKey: 2, qlNumber: -1, farmTypeId: unitTypeId, name: '' });
    const between = await add({
      subFormDicId: subformId,
      qlNumber: 0,
      farmTypeId: -1,
      text: allLanguages('Pens'),
      orderKey: 2,
    }).expect(200);
    expect(between.body.data.orderKey).toBe(2);
    const front = await add({
      subFormDicId: subformId,
      qlNumber: 2,
      farmTypeId: -1,
      text: allLanguages('Named'),
      orderKey: 1,
    }).expect(200);
    const far = await add({
      subFormDicId: subformId,
      qlNumber: 2,
      farmTypeId: -1,
      text: allLanguages('Far'),
      orderKey: 99,
    }).expect(200);
    expect(far.body.data.orderKey).toBe(5);
    expect(await ids()).toEqual([
      front.body.data.id,
      first.body.data.id,
      between.body.data.id,
      single.body.data.id,
      far.body.data.id,
    ]);
    expect(await keys()).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    [
      'a missing name in one language',
      { text: { translations: allLanguages('X').translations.slice(0, 5) } },
      'text.6',
      'FIELD_REQUIRED',
    ],
    ['no names at all for number 0', { qlNumber: 0, text: undefined }, 'text.1', 'FIELD_REQUIRED'],
    ['a number outside -1..2', { qlNumber: 3 }, 'qlNumber', 'VALIDATION_FAILED'],
    ['no unit type', { farmTypeId: undefined }, 'farmTypeId', 'VALIDATION_FAILED'],
    ['unit type 0', { farmTypeId: 0 }, 'farmTypeId', 'FIELD_REQUIRED'],
    ['an unknown unit type', { farmTypeId: 999999 }, 'farmTypeId', 'FIELD_REQUIRED'],
    [
      'a name over 200 characters',
      { text: { translations: allLanguages('x'.repeat(200)).translations } },
      'text.1',
      'TEXT_LENGTH_LIMIT',
    ],
  ])('refuses %s with 400 naming the field, adding nothing', async (_case, change, field, code) => {
    const before = await groupCount();
    const order = await keys();
    const reply = await add({
      subFormDicId: subformId,
      qlNumber: 1,
      farmTypeId: -1,
      text: allLanguages('Fine'),
      ...change,
    }).expect(400);
    expect(reply.body.error).toBe(code);
    expect(reply.body.details.join('\n')).toContain(field);
    expect(await groupCount()).toBe(before);
    expect(await keys()).toEqual(order);
  });

  it('refuses a group of an unknown subform with 404', async () => {
    await add({ subFormDicId: 999999, qlNumber: -1, farmTypeId: -1 }).expect(404);
  });

  it('edits a group and moves it to another place; unknown, other-subform and missing ids refused', async () => {
    const before = await ids();
    const last = before.at(-1) ?? 0;
    const edited = await put({
      id: last,
      subFormDicId: subformId,
      qlNumber: 1,
      farmTypeId: unitTypeId,
      text: allLanguages('Moved'),
      orderKey: 1,
    }).expect(200);
    expectContractReply(apiContract.updateGroupDic, edited.body.data);
    expect(edited.body.data).toMatchObject({
      id: last,
      qlNumber: 1,
      farmTypeId: unitTypeId,
      name: 'Moved (en)',
      orderKey: 1,
    });
    expect(await ids()).toEqual([last, ...before.slice(0, -1)]);
    expect(await keys()).toEqual(before.map((_, i) => i + 1));
    const kept = await put({
      id: last,
      subFormDicId: subformId,
      qlNumber: 1,
      farmTypeId: -1,
      text: allLanguages('Moved'),
    }).expect(200);
    expect(kept.body.data.orderKey).toBe(1);
    await put({ id: 999999, subFormDicId: subformId, qlNumber: -1, farmTypeId: -1 }).expect(404);
    await put({ id: last, subFormDicId: filledSubformId, qlNumber: -1, farmTypeId: -1 }).expect(404);
    const missing = await put({ subFormDicId: subformId, qlNumber: -1, farmTypeId: -1 }).expect(400);
    expect(missing.body.details).toEqual([expect.stringMatching(/^id: /)]);
  });

  it('switches a group off and on; an unknown one is 404', async () => {
    const [id] = await ids();
    await callAs(
      f,
      f.bearer.admin,
      'put',
      `questionlist/dic/setIsActive?questionGroupDicId=${id}&isActive=false`,
    ).expect(200, {
      success: true,
      data: null,
    });
    expect((await callAs(f, f.bearer.admin, 'get', `questionlist/dic/${id}`)).body.data.isActive).toBe(false);
    await callAs(
      f,
      f.bearer.admin,
      'put',
      `questionlist/dic/setIsActive?questionGroupDicId=${id}&isActive=true`,
    ).expect(200);
    await callAs(
      f,
      f.bearer.admin,
      'put',
      'questionlist/dic/setIsActive?questionGroupDicId=999999&isActive=true',
    ).expect(404);
  });

  it('deletes a group without answers and closes the gap; one with answers is refused with 409', async () => {
    const before = await ids();
    const middle = before[2] ?? 0;
    await callAs(f, f.bearer.admin, 'delete', `questionlist/dic/${middle}`).expect(200, {
      success: true,
      data: null,
    });
    expect(await ids()).toEqual(before.filter((id) => id !== middle));
    expect(await keys()).toEqual(before.slice(1).map((_, i) => i + 1));
    await callAs(f, f.bearer.admin, 'delete', `questionlist/dic/${middle}`).expect(404);

    const filled = await f.dic.group('farm_holder');
    const reply = await callAs(f, f.bearer.admin, 'delete', `questionlist/dic/${filled}`).expect(409);
    expect(reply.body).toMatchObject({
      error: 'STRUCTURE_HAS_ANSWERS',
      message: expect.stringMatching(/Deactivate/),
    });
    expect(await f.rows(sql`select id from question_group where id = ${filled}`)).toHaveLength(1);
  });
});
