import { sql } from 'drizzle-orm';
import { apiContract } from '@schemas/contract/index';
import { callAs, expectContractReply, structureFixture, type StructureFixture } from './structure-fixture';

describe('structure calls on questionnaire types', () => {
  let f: StructureFixture;

  beforeAll(async () => {
    f = await structureFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  const translations = async (textId: number) =>
    Object.fromEntries(
      (
        await f.rows(
          sql`select locale_id, text from translation where text_id = ${textId} order by locale_id`,
        )
      ).map((row) => [Number(row.locale_id), String(row.text)]),
    );

  it('adds a questionnaire type by name, named so in every language, active and with no forms', async () => {
    const reply = await callAs(f, f.bearer.admin, 'post', 'questinnaire/dic')
      .send({ name: '  Orchard survey ' })
      .expect(200);
    expectContractReply(apiContract.addQuestionnaireType, reply.body.data);
    expect(reply.body.data).toEqual({
      id: expect.any(Number),
      questionnaireText: 'Orchard survey',
      privilegedOnly: false,
      textId: expect.any(Number),
      isActive: true,
    });
    expect(await translations(reply.body.data.textId)).toEqual({
      1: 'Orchard survey',
      2: 'Orchard survey',
      3: 'Orchard survey',
      4: 'Orchard survey',
      5: 'Orchard survey',
      6: 'Orchard survey',
    });
    const list = await callAs(f, f.bearer.admin, 'get', 'questinnaire/dic/list/en').expect(200);
    expect(list.body.data).toContainEqual(reply.body.data);
  });

  it.each([
    ['too short', 'Abcd', 400],
    ['too long', 'x'.repeat(51), 400],
    ['five characters only with the spaces around them', '  Abc  ', 400],
  ])('refuses a name %s with 400 naming the field', async (_case, name) => {
    const before = await f.number(sql`select count(*)::int as id from questionnaire_type`);
    const reply = await callAs(f, f.bearer.admin, 'post', 'questinnaire/dic').send({ name }).expect(400);
    expect(reply.body.success).toBe(false);
    expect(reply.body.details.join(' ')).toMatch(/^name/);
    expect(await f.number(sql`select count(*)::int as id from questionnaire_type`)).toBe(before);
  });

  it('answers the engine rule in the request language, with the field', async () => {
    const reply = await callAs(f, f.bearer.admin, 'post', 'questinnaire/dic')
      .set('Accept-Language', 'pl')
      .send({ name: '   Abc   ' })
      .expect(400);
    expect(reply.body.error).toBe('LENGTH_BETWEEN');
    expect(reply.body.message).toContain('5');
    expect(reply.body.details).toEqual([`name: ${String(reply.body.message)}`]);
  });

  it('renames a type in the administrator language and in the languages that showed the same name', async () => {
    const added = await callAs(f, f.bearer.admin, 'post', 'questinnaire/dic').send({ name: 'Meadow survey' });
    const textId: number = added.body.data.textId;
    await f.database.db.execute(
      sql`update translation set text = 'Badanie łąk' where text_id = ${textId} and locale_id = 2`,
    );
    await callAs(f, f.bearer.admin, 'post', `questinnaire/updateName/${textId}`)
      .send({ name: 'Grassland survey' })
      .expect(200, { success: true, data: null });
    expect(await translations(textId)).toEqual({
      1: 'Grassland survey',
      2: 'Badanie łąk',
      3: 'Grassland survey',
      4: 'Grassland survey',
      5: 'Grassland survey',
      6: 'Grassland survey',
    });
    await callAs(f, f.bearer.admin, 'post', `questinnaire/updateName/${textId}`)
      .set('Accept-Language', 'pl')
      .send({ name: 'Badanie użytków' })
      .expect(200);
    expect((await translations(textId))[2]).toBe('Badanie użytków');
    expect((await translations(textId))[1]).toBe('Grassland survey');
  });

  it('refuses a rename of a text that is no questionnaire type name with 404, and a bad name with 400', async () => {
    const formText = await f.number(sql`select text_id as id from form order by id limit 1`);
    await callAs(f, f.bearer.admin, 'post', `questinnaire/updateName/${formText}`)
      .send({ name: 'Valid name' })
      .expect(404);
    await callAs(f, f.bearer.admin, 'post', 'questinnaire/updateName/999999')
      .send({ name: 'Valid name' })
      .expect(404);
    const typeText = await f.number(
      sql`select text_id as id from questionnaire_type where id = ${f.demoTypeId}`,
    );
    const before = await translations(typeText);
    const reply = await callAs(f, f.bearer.admin, 'post', `questinnaire/updateName/${typeText}`)
      .send({ name: 'Abc' })
      .expect(400);
    expect(reply.body.details.join(' ')).toMatch(/^name/);
    expect(await translations(typeText)).toEqual(before);
  });

  it('deactivates and activates a type: it moves between the active and inactive lists', async () => {
    const added = await callAs(f, f.bearer.admin, 'post', 'questinnaire/dic').send({
      name: 'Wetland survey',
    });
    const id: number = added.body.data.id;
    await callAs(
      f,
      f.bearer.admin,
      'put',
      `questinnaire/dic/setIsActive?questionnaireDicId=${id}&isActive=false`,
    ).expect(200, { success: true, data: null });
    const inactive = await callAs(f, f.bearer.admin, 'get', 'questinnaire/dic/list/inactive/en').expect(200);
    expectContractReply(apiContract.inactiveQuestionnaireTypeList, inactive.body.data);
    expect(inactive.body.data).toContainEqual({ ...added.body.data, isActive: false });
    const active = await callAs(f, f.bearer.admin, 'get', 'questinnaire/dic/list/en').expect(200);
    expect(active.body.data.map((type: { id: number }) => type.id)).not.toContain(id);
    await callAs(
      f,
      f.bearer.admin,
      'put',
      `questinnaire/dic/setIsActive?questionnaireDicId=${id}&isActive=true`,
    ).expect(200);
    const again = await callAs(f, f.bearer.admin, 'get', 'questinnaire/dic/list/en').expect(200);
    expect(again.body.data).toContainEqual(added.body.data);
  });

  it('answers 404 for an unknown type and 400 for a malformed query', async () => {
    await callAs(
      f,
      f.bearer.admin,
      'put',
      'questinnaire/dic/setIsActive?questionnaireDicId=999999&isActive=false',
    ).expect(404);
    await callAs(
      f,
      f.bearer.admin,
      'put',
      `questinnaire/dic/setIsActive?questionnaireDicId=${f.demoTypeId}&isActive=maybe`,
    ).expect(400);
  });

  it('gives every type of the lists its text id and active flag', async () => {
    const reply = await callAs(f, f.bearer.farmer, 'get', 'questinnaire/dic/list/en').expect(200);
    const demo = reply.body.data.find((type: { id: number }) => type.id === f.demoTypeId);
    expect(demo).toMatchObject({
      textId: await f.number(sql`select text_id as id from questionnaire_type where id = ${f.demoTypeId}`),
      isActive: true,
    });
  });
});
