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

describe('structure calls on subforms', () => {
  let f: StructureFixture;
  let formId: number;
  let emptyFormId: number;
  let unitTypeId: number;

  beforeAll(async () => {
    f = await structureFixture();
    formId = await f.dic.form('general');
    const type = await callAs(f, f.bearer.admin, 'post', 'questinnaire/dic').send({ name: 'Subform survey' });
    const form = await callAs(f, f.bearer.admin, 'post', 'form/dic').send({
      questionnaireDicId: type.body.data.id,
      text: allLanguages('Empty form'),
    });
    emptyFormId = form.body.data.id;
    unitTypeId = await f.number(sql`select id from unit_type order by id limit 1`);
  });
  afterAll(async () => {
    await f.close();
  });

  const add = (body: object, bearer = f.bearer.admin) =>
    callAs(f, bearer, 'post', 'questinnaire/subform/dic').send(body);
  const subformCount = () => f.number(sql`select count(*)::int as id from subform`);

  it('lists the subforms of a form in order, with every language, unit type and answers flag', async () => {
    const reply = await callAs(
      f,
      f.bearer.admin,
      'get',
      `questinnaire/subform/dic/list?formDicId=${formId}&localeDicId=2`,
    ).expect(200);
    expectContractReply(apiContract.subformDicList, reply.body.data);
    const order = await orderOf(f, 'subform', formId);
    expect(reply.body.data.map((item: { id: number }) => item.id)).toEqual(order.map((row) => row.id));
    expect(reply.body.data.map((item: { orderKey: number }) => item.orderKey)).toEqual(
      order.map((_, i) => i + 1),
    );
    const [first] = reply.body.data;
    expect(first).toMatchObject({ formDicId: formId, farmTypeId: -1, isActive: true, hasAnswers: true });
    expect(first.text.translations).toHaveLength(6);
    const polish = first.text.translations.find(
      (entry: { localeDicId: number }) => entry.localeDicId === 2,
    ).text;
    expect(first.subformName).toBe(polish);
    await callAs(f, f.bearer.admin, 'get', 'questinnaire/subform/dic/list?formDicId=999999').expect(404);
    await callAs(f, f.bearer.admin, 'get', 'questinnaire/subform/dic/list').expect(400);
  });

  it('reads one subform by id; an unknown id is 404', async () => {
    const id = await f.dic.subform('farm_profile');
    const reply = await callAs(f, f.bearer.admin, 'get', `questinnaire/subform/dic/${id}`).expect(200);
    expectContractReply(apiContract.subformDic, reply.body.data);
    expect(reply.body.data).toMatchObject({ id, formDicId: formId, code: expect.any(String) });
    await callAs(f, f.bearer.admin, 'get', 'questinnaire/subform/dic/999999').expect(404);
    await callAs(f, f.bearer.admin, 'get', 'questinnaire/subform/dic/abc').expect(400);
  });

  it('adds subforms at the end of a form, for one unit type or all', async () => {
    const first = await add({
      formDicId: emptyFormId,
      code: ' A1 ',
      text: allLanguages('Crowns'),
      farmTypeId: -1,
    }).expect(200);
    expectContractReply(apiContract.addSubformDic, first.body.data);
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      formDicId: emptyFormId,
      subformName: 'Crowns (en)',
      code: 'A1',
      farmTypeId: -1,
      isActive: true,
      orderKey: 1,
      text: { id: expect.any(Number), ...allLanguages('Crowns') },
      hasAnswers: false,
    });
    const second = await add({
      formDicId: emptyFormId,
      code: 'A2',
      text: allLanguages('Roots'),
      farmTypeId: unitTypeId,
    }).expect(200);
    expect(second.body.data).toMatchObject({ orderKey: 2, farmTypeId: unitTypeId });
    const third = await add({ formDicId: emptyFormId, code: 'A3', text: allLanguages('Bark') }).expect(200);
    expect(third.body.data).toMatchObject({ orderKey: 3, farmTypeId: -1 });
    expect((await orderOf(f, 'subform', emptyFormId)).map((row) => row.orderKey)).toEqual([1, 2, 3]);
  });

  it.each([
    ['an empty code', { code: '   ' }, 'code', 'FIELD_REQUIRED'],
    ['a code over 45 characters', { code: 'c'.repeat(46) }, 'code', 'VALIDATION_FAILED'],
    [
      'no English name',
      { text: { translations: [{ localeDicId: 3, text: 'Nur deutsch' }] } },
      'text.1',
      'FIELD_REQUIRED',
    ],
    [
      'a name over 200 characters',
      { text: { translations: [{ localeDicId: 1, text: 'n'.repeat(201) }] } },
      'text.1',
      'TEXT_LENGTH_LIMIT',
    ],
    ['an unknown unit type', { farmTypeId: 999999 }, 'farmTypeId', 'FIELD_REQUIRED'],
    ['no code at all', { code: undefined }, 'code', 'VALIDATION_FAILED'],
  ])('refuses %s with 400 naming the field, adding nothing', async (_case, change, field, code) => {
    const before = await subformCount();
    const reply = await add({
      formDicId: emptyFormId,
      code: 'OK',
      text: allLanguages('Fine'),
      ...change,
    }).expect(400);
    expect(reply.body.error).toBe(code);
    expect(reply.body.details.join('\n')).toContain(field);
    expect(await subformCount()).toBe(before);
  });

  it('refuses a subform of an unknown form with 404', async () => {
    const before = await subformCount();
    await add({ formDicId: 999999, code: 'X', text: allLanguages('X') }).expect(404);
    expect(await subformCount()).toBe(before);
  });

  it('edits a subform: code, names, unit type; unknown, other-form and missing ids refused', async () => {
    const added = await add({ formDicId: emptyFormId, code: 'E1', text: allLanguages('Edit me') });
    const id: number = added.body.data.id;
    const edited = await callAs(f, f.bearer.admin, 'put', 'questinnaire/subform/dic')
      .send({ id, formDicId: emptyFormId, code: 'E2', text: allLanguages('Edited'), farmTypeId: unitTypeId })
      .expect(200);
    expectContractReply(apiContract.updateSubformDic, edited.body.data);
    expect(edited.body.data).toMatchObject({
      id,
      code: 'E2',
      subformName: 'Edited (en)',
      farmTypeId: unitTypeId,
      orderKey: added.body.data.orderKey,
    });
    const back = await callAs(f, f.bearer.admin, 'put', 'questinnaire/subform/dic')
      .send({ id, formDicId: emptyFormId, code: 'E2', text: allLanguages('Edited'), farmTypeId: null })
      .expect(200);
    expect(back.body.data.farmTypeId).toBe(-1);
    const put = (body: object) => callAs(f, f.bearer.admin, 'put', 'questinnaire/subform/dic').send(body);
    await put({ id: 999999, formDicId: emptyFormId, code: 'E3', text: allLanguages('X') }).expect(404);
    await put({ id, formDicId: formId, code: 'E3', text: allLanguages('X') }).expect(404);
    const missing = await put({ formDicId: emptyFormId, code: 'E3', text: allLanguages('X') }).expect(400);
    expect(missing.body.details).toEqual([expect.stringMatching(/^id: /)]);
    const bad = await put({ id, formDicId: emptyFormId, code: ' ', text: allLanguages('X') }).expect(400);
    expect(bad.body.details).toEqual([expect.stringMatching(/^code: /)]);
    expect((await callAs(f, f.bearer.admin, 'get', `questinnaire/subform/dic/${id}`)).body.data.code).toBe(
      'E2',
    );
  });

  it('switches a subform off and on; an unknown one is 404', async () => {
    const id = await f.dic.subform('farm_profile');
    await callAs(
      f,
      f.bearer.admin,
      'put',
      `questinnaire/subform/dic/setIsActive?subFormDicId=${id}&isActive=false`,
    ).expect(200, {
      success: true,
      data: null,
    });
    expect(
      (await callAs(f, f.bearer.admin, 'get', `questinnaire/subform/dic/${id}`)).body.data.isActive,
    ).toBe(false);
    await callAs(
      f,
      f.bearer.admin,
      'put',
      `questinnaire/subform/dic/setIsActive?subFormDicId=${id}&isActive=true`,
    ).expect(200);
    expect(
      (await callAs(f, f.bearer.admin, 'get', `questinnaire/subform/dic/${id}`)).body.data.isActive,
    ).toBe(true);
    await callAs(
      f,
      f.bearer.admin,
      'put',
      'questinnaire/subform/dic/setIsActive?subFormDicId=999999&isActive=true',
    ).expect(404);
  });

  it('deletes a subform without answers and closes the gap; one with answers is refused with 409', async () => {
    const ids: number[] = [];
    for (const code of ['D1', 'D2', 'D3']) {
      ids.push((await add({ formDicId: emptyFormId, code, text: allLanguages(code) })).body.data.id);
    }
    await callAs(f, f.bearer.admin, 'delete', `questinnaire/subform/dic/${ids[1]}`).expect(200, {
      success: true,
      data: null,
    });
    const order = await orderOf(f, 'subform', emptyFormId);
    expect(order.map((row) => row.orderKey)).toEqual(order.map((_, i) => i + 1));
    expect(order.map((row) => row.id)).not.toContain(ids[1]);
    await callAs(f, f.bearer.admin, 'delete', `questinnaire/subform/dic/${ids[1]}`).expect(404);

    const filled = await f.dic.subform('farm_profile');
    const before = await orderOf(f, 'subform', formId);
    const refused = await callAs(f, f.bearer.admin, 'delete', `questinnaire/subform/dic/${filled}`)
      .set('Accept-Language', 'de')
      .expect(409);
    expect(refused.body).toMatchObject({
      success: false,
      error: 'STRUCTURE_HAS_ANSWERS',
      message: expect.stringMatching(/Deaktivieren/),
    });
    expect(await orderOf(f, 'subform', formId)).toEqual(before);
  });
});
