import { sql } from 'drizzle-orm';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { selectRows } from '@tests/support/test-database';
import { fillFixture, type FillFixture } from '../fill-fixture';
import { callAs, fillState, save, shapeErrors, storedState } from './write-support';

describe('group instances: add, remove, rename', () => {
  let f: FillFixture;

  beforeAll(async () => {
    f = await fillFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  const subform = (key: string) => f.filled.subform(f.questionnaireId.own, key);
  const instances = (groupKey: string) => f.filled.instances(f.questionnaireId.own, groupKey);
  /** Adds an instance as the farmer and checks the reply's status. */
  const add = async (subformKey: string, groupKey: string, status = 200, name?: string) => {
    const reply = await callAs(f, 'farmer', 'post', 'questionlist/addFilledQuestionList').send({
      filledSubformId: await subform(subformKey),
      questionListDicId: await f.dic.group(groupKey),
      ...(name === undefined ? {} : { name }),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    return reply;
  };
  const remove = (instanceId: number) =>
    callAs(f, 'farmer', 'post', `questionlist/deleteFilledQuestionList/${instanceId}`);
  const namesOf = async (groupKey: string) =>
    (
      await selectRows(
        f.database,
        sql`select name from filled_question_list where question_group_id = ${await f.dic.group(groupKey)}
            and filled_subform_id = ${await subform('location_buildings')} order by order_key, id`,
      )
    ).map((row) => row.name);

  it('adds an instance of a numbered group (qlNumber 0) and answers it as the group list shows it', async () => {
    const before = await instances('pen');
    const reply = await add('housing_space', 'pen');
    const added: GroupInstance = reply.body.data;
    expect(shapeErrors('GroupInstance', added)).toEqual([]);
    expect(added).toMatchObject({
      questionListDicId: await f.dic.group('pen'),
      qlNumber: 0,
      filledSubformId: await subform('housing_space'),
    });
    expect(added.questionList.map((question) => question.questionId)).toEqual([
      await f.dic.question('pen_category'),
      await f.dic.question('pen_pigs'),
      await f.dic.question('pen_area'),
      await f.dic.question('pen_enrichment'),
      await f.dic.question('pen_tail_lesions'),
      await f.dic.question('pen_cleanliness'),
    ]);
    expect(await instances('pen')).toEqual([...before, added.id]);
  });

  it("starts a new pen with the last pen's category and area (prefill), nothing else", async () => {
    const pens = await instances('pen');
    const last = pens.length - 1;
    await save(f, 'farmer', await f.filled.question(f.questionnaireId.own, 'pen_category', last), [
      { answerListId: await f.dic.option('pen_category', 'sows') },
    ]);
    await save(f, 'farmer', await f.filled.question(f.questionnaireId.own, 'pen_area', last), [
      { answer: '25,5' },
    ]);
    await save(f, 'farmer', await f.filled.question(f.questionnaireId.own, 'pen_pigs', last), [
      { answer: '12' },
    ]);
    const added: GroupInstance = (await add('housing_space', 'pen')).body.data;
    const byKey = async (key: string) => {
      const questionId = await f.dic.question(key);
      return added.questionList.find((question) => question.questionId === questionId);
    };
    expect((await byKey('pen_category'))?.answers).toMatchObject([
      { answerListId: await f.dic.option('pen_category', 'sows') },
    ]);
    expect((await byKey('pen_area'))?.answers).toMatchObject([{ answer: '25.5' }]);
    expect((await byKey('pen_pigs'))?.answers).toEqual([]);
    const category = await byKey('pen_category');
    expect(category && (await storedState(f, category.id)).savedAt).toEqual(expect.any(String));
  });

  it("keeps a group's instances together: a new one goes after the last of its group", async () => {
    const manure = await subform('manure_management');
    const added: GroupInstance = (await add('manure_management', 'manure_storage')).body.data;
    const order = await selectRows(
      f.database,
      sql`select l.id, g.key from filled_question_list l join question_group g on g.id = l.question_group_id
          where l.filled_subform_id = ${manure} order by l.order_key`,
    );
    expect(order.map((row) => row.key)).toEqual(['manure_storage', 'manure_storage', 'manure_application']);
    expect(order[1]?.id).toBe(added.id);
  });

  it('names instances of a patterned group with the unit number and the next running number', async () => {
    expect(await namesOf('building')).toEqual(['PL-001_B1']);
    await add('location_buildings', 'building');
    const third: GroupInstance = (await add('location_buildings', 'building')).body.data;
    expect(third.name).toBe('PL-001_B3');
    const [, second] = await instances('building');
    await remove(second ?? 0).expect(200);
    await add('location_buildings', 'building');
    expect(await namesOf('building')).toEqual(['PL-001_B1', 'PL-001_B3', 'PL-001_B4']);
    const named: GroupInstance = (await add('location_buildings', 'building', 200, '  Old barn ')).body.data;
    expect(named.name).toBe('Old barn');
  });

  it('refuses to add instances of groups that are not repeatable (qlNumber -1 and 1)', async () => {
    const before = await fillState(f);
    for (const [subformKey, groupKey] of [
      ['location_buildings', 'farm_location'],
      ['feed_water', 'feeding_phase'],
    ] as const) {
      const reply = await add(subformKey, groupKey, 409);
      expect(reply.body.error).toBe('GROUP_NOT_REPEATABLE');
    }
    expect(await fillState(f)).toBe(before);
  });

  it('answers 404 for a group of another subform, an inactive group and an unknown subform', async () => {
    const before = await fillState(f);
    await add('location_buildings', 'pen', 404);
    const pen = await f.dic.group('pen');
    await f.database.db.execute(sql`update question_group set is_active = false where id = ${pen}`);
    try {
      await add('housing_space', 'pen', 404);
    } finally {
      await f.database.db.execute(sql`update question_group set is_active = true where id = ${pen}`);
    }
    await callAs(f, 'farmer', 'post', 'questionlist/addFilledQuestionList')
      .send({ filledSubformId: 2_000_000_000, questionListDicId: pen })
      .expect(404);
    expect(await fillState(f)).toBe(before);
  });

  it('refuses an invalid body with 400', async () => {
    for (const body of [
      {},
      { filledSubformId: await subform('housing_space') },
      { filledSubformId: 'x', questionListDicId: 1 },
    ]) {
      await callAs(f, 'farmer', 'post', 'questionlist/addFilledQuestionList').send(body).expect(400);
    }
  });

  it('removes an instance with its answers while others of its group remain', async () => {
    const pens = await instances('pen');
    const lastPen = pens[pens.length - 1] ?? 0;
    const reply = await remove(lastPen).expect(200);
    expect(reply.body.data).toEqual({ id: lastPen });
    expect(await instances('pen')).toEqual(pens.slice(0, -1));
    const left = await selectRows(
      f.database,
      sql`select count(*)::int as n from filled_question where filled_question_list_id = ${lastPen}`,
    );
    expect(left[0]?.n).toBe(0);
  });

  it('refuses to remove the last instance of a group and any instance of a mandatory single group', async () => {
    for (const pen of (await instances('pen')).slice(1)) await remove(pen).expect(200);
    const before = await fillState(f);
    const [onlyPen] = await instances('pen');
    expect((await remove(onlyPen ?? 0).expect(409)).body.error).toBe('LAST_GROUP_INSTANCE');
    for (const groupKey of ['farm_location', 'feeding_phase', 'housing']) {
      const [instance] = await instances(groupKey);
      expect((await remove(instance ?? 0).expect(409)).body.error).toBe('GROUP_NOT_REMOVABLE');
    }
    await remove(2_000_000_000).expect(404);
    await remove(99_999_999_999).expect(400);
    expect(await fillState(f)).toBe(before);
  });

  it('renames an instance of a named group (qlNumber 2) only', async () => {
    const [building] = await instances('building');
    const rename = (id: number, name: unknown) =>
      callAs(f, 'farmer', 'put', `questionlist/filledQuestionList/${id}/name`).send({ name });
    expect((await rename(building ?? 0, '  Farrowing house ').expect(200)).body.data).toEqual({
      id: building,
      name: 'Farrowing house',
    });
    expect((await namesOf('building'))[0]).toBe('Farrowing house');
    const before = await fillState(f);
    const [pen] = await instances('pen');
    expect((await rename(pen ?? 0, 'Pen A').expect(409)).body.error).toBe('GROUP_NOT_NAMED');
    await rename(building ?? 0, '   ').expect(400);
    await rename(building ?? 0, 'x'.repeat(201)).expect(400);
    await rename(2_000_000_000, 'Barn').expect(404);
    expect(await fillState(f)).toBe(before);
  });
});
