import { sql } from 'drizzle-orm';
import { apiContract } from '@schemas/contract/index';
import {
  allLanguages,
  callAs,
  expectContractReply,
  structureFixture,
  type StructureFixture,
} from './structure-fixture';

describe('structure calls on forms', () => {
  let f: StructureFixture;
  let typeId: number;

  beforeAll(async () => {
    f = await structureFixture();
    const added = await callAs(f, f.bearer.admin, 'post', 'questinnaire/dic').send({ name: 'Forest survey' });
    typeId = added.body.data.id;
  });
  afterAll(async () => {
    await f.close();
  });

  it('adds forms to a questionnaire type, each last in order, active, with all its languages', async () => {
    const first = await callAs(f, f.bearer.admin, 'post', 'form/dic')
      .send({ questionnaireDicId: typeId, text: allLanguages('Trees') })
      .expect(200);
    expectContractReply(apiContract.addFormDic, first.body.data);
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      questionnaireDicId: typeId,
      name: 'Trees (en)',
      text: { id: expect.any(Number), ...allLanguages('Trees') },
      isActive: true,
      hasReport: false,
      orderKey: 1,
      hasAnswers: false,
    });
    const second = await callAs(f, f.bearer.admin, 'post', 'form/dic')
      .set('Accept-Language', 'de')
      .send({
        questionnaireDicId: typeId,
        text: { translations: [{ localeDicId: 1, text: 'Soil' }] },
        hasReport: true,
      })
      .expect(200);
    expect(second.body.data).toMatchObject({ name: 'Soil', orderKey: 2, hasReport: true });
    expect(second.body.data.text.translations).toEqual([
      { localeDicId: 1, text: 'Soil' },
      { localeDicId: 2, text: '' },
      { localeDicId: 3, text: '' },
      { localeDicId: 4, text: '' },
      { localeDicId: 5, text: '' },
      { localeDicId: 6, text: '' },
    ]);
  });

  it('refuses a form without an English name with 400 naming the field, and an unknown type with 404', async () => {
    const count = () => f.number(sql`select count(*)::int as id from form`);
    const before = await count();
    const reply = await callAs(f, f.bearer.admin, 'post', 'form/dic')
      .send({ questionnaireDicId: typeId, text: { translations: [{ localeDicId: 2, text: 'Las' }] } })
      .expect(400);
    expect(reply.body.error).toBe('FIELD_REQUIRED');
    expect(reply.body.details).toEqual([expect.stringMatching(/^text\.1: /)]);
    await callAs(f, f.bearer.admin, 'post', 'form/dic')
      .send({ questionnaireDicId: 999999, text: allLanguages('Nowhere') })
      .expect(404);
    await callAs(f, f.bearer.admin, 'post', 'form/dic')
      .send({ text: allLanguages('No type') })
      .expect(400);
    expect(await count()).toBe(before);
  });

  it('edits a form: names and report flag; an unknown id or another type is 404, a missing id 400', async () => {
    const added = await callAs(f, f.bearer.admin, 'post', 'form/dic').send({
      questionnaireDicId: typeId,
      text: allLanguages('Water'),
    });
    const id: number = added.body.data.id;
    const edited = await callAs(f, f.bearer.admin, 'put', 'form/dic')
      .send({ id, questionnaireDicId: typeId, text: allLanguages('Streams'), hasReport: true })
      .expect(200);
    expectContractReply(apiContract.updateFormDic, edited.body.data);
    expect(edited.body.data).toMatchObject({
      id,
      name: 'Streams (en)',
      hasReport: true,
      text: { id: added.body.data.text.id },
    });
    await callAs(f, f.bearer.admin, 'put', 'form/dic')
      .send({ id: 999999, questionnaireDicId: typeId, text: allLanguages('X') })
      .expect(404);
    await callAs(f, f.bearer.admin, 'put', 'form/dic')
      .send({ id, questionnaireDicId: f.demoTypeId, text: allLanguages('X') })
      .expect(404);
    const missing = await callAs(f, f.bearer.admin, 'put', 'form/dic')
      .send({ questionnaireDicId: typeId, text: allLanguages('X') })
      .expect(400);
    expect(missing.body.details).toEqual([expect.stringMatching(/^id: /)]);
  });

  it('switches a form off and on; an unknown form is 404', async () => {
    const formId = await f.dic.form('economy');
    await callAs(f, f.bearer.admin, 'put', `form/${formId}/setIsActive/false`).expect(200, {
      success: true,
      data: null,
    });
    expect(await f.rows(sql`select is_active from form where id = ${formId}`)).toEqual([
      { is_active: false },
    ]);
    await callAs(f, f.bearer.admin, 'put', `form/${formId}/setIsActive/true`).expect(200);
    expect(await f.rows(sql`select is_active from form where id = ${formId}`)).toEqual([{ is_active: true }]);
    await callAs(f, f.bearer.admin, 'put', 'form/999999/setIsActive/false').expect(404);
    await callAs(f, f.bearer.admin, 'put', `form/${formId}/setIsActive/yes`).expect(400);
  });

  it('reports whether a form has answers', async () => {
    const formId = await f.dic.form('general');
    const reply = await callAs(f, f.bearer.admin, 'put', 'form/dic')
      .send({ id: formId, questionnaireDicId: f.demoTypeId, text: allLanguages('General') })
      .expect(200);
    expect(reply.body.data.hasAnswers).toBe(true);
  });
});
