import { sql } from 'drizzle-orm';
import { selectRows } from '@tests/support/test-database';
import { fillFixture, type FillFixture } from '../fill-fixture';
import { callAs, fillState, save, shapeErrors } from './write-support';

describe('POST questionlist/saveFilledQuestionListConfig: optional groups', () => {
  let f: FillFixture;

  beforeAll(async () => {
    f = await fillFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  const subform = (key: string) => f.filled.subform(f.questionnaireId.own, key);
  const instances = (groupKey: string) => f.filled.instances(f.questionnaireId.own, groupKey);
  const choose = (choice: { added: object[]; deleted: object[] }) =>
    callAs(f, 'farmer', 'post', 'questionlist/saveFilledQuestionListConfig').send(choice);
  const added = async (subformKey: string, groupKey: string) => ({
    filledSubformId: await subform(subformKey),
    questionListDicId: await f.dic.group(groupKey),
  });

  it('adds an optional group with one instance, once', async () => {
    expect(await instances('biogas')).toEqual([]);
    const reply = await choose({ added: [await added('energy_climate', 'biogas')], deleted: [] }).expect(200);
    expect(shapeErrors('OptionalGroupChange', reply.body.data)).toEqual([]);
    const [biogas] = await instances('biogas');
    expect(reply.body.data).toEqual({ added: [biogas], deleted: [] });
    const again = await choose({ added: [await added('energy_climate', 'biogas')], deleted: [] }).expect(200);
    expect(again.body.data).toEqual({ added: [], deleted: [] });
    expect(await instances('biogas')).toEqual([biogas]);
  });

  it('adds and removes in one call', async () => {
    const [biogas] = await instances('biogas');
    const reply = await choose({
      added: [
        await added('investment_risk', 'investment'),
        await added('neighbours_society', 'public_engagement'),
      ],
      deleted: [{ id: biogas }],
    }).expect(200);
    expect(reply.body.data).toEqual({
      added: [...(await instances('investment')), ...(await instances('public_engagement'))],
      deleted: [biogas],
    });
    expect(await instances('biogas')).toEqual([]);
  });

  it('removes an optional group with every instance and its answers', async () => {
    await callAs(f, 'farmer', 'post', 'questionlist/addFilledQuestionList')
      .send(await added('investment_risk', 'investment'))
      .expect(200);
    const investments = await instances('investment');
    expect(investments).toHaveLength(2);
    await save(f, 'farmer', await f.filled.question(f.questionnaireId.own, 'investment_amount', 1), [
      { answer: '5000' },
    ]);
    const reply = await choose({ added: [], deleted: [{ id: investments[0] }] }).expect(200);
    expect(reply.body.data).toEqual({ added: [], deleted: investments });
    expect(await instances('investment')).toEqual([]);
    // The answers stay in the history (issue 19), placed by question once their instance is gone.
    const kept = await selectRows(
      f.database,
      sql`select filled_question_id, reason, answers from answer_revision
          where question_id = ${await f.dic.question('investment_amount')} and reason = 'instanceDeleted'`,
    );
    expect(kept).toMatchObject([
      { filled_question_id: null, reason: 'instanceDeleted', answers: [{ answer: '5000' }] },
    ]);
  });

  it('refuses mandatory groups either way with 409 GROUP_NOT_OPTIONAL, all or nothing', async () => {
    const before = await fillState(f);
    const [energyUse] = await instances('energy_use');
    const adding = await choose({ added: [await added('energy_climate', 'energy_use')], deleted: [] }).expect(
      409,
    );
    expect(adding.body.error).toBe('GROUP_NOT_OPTIONAL');
    const removing = await choose({
      added: [await added('energy_climate', 'biogas')],
      deleted: [{ id: energyUse }],
    }).expect(409);
    expect(removing.body.error).toBe('GROUP_NOT_OPTIONAL');
    expect(await fillState(f)).toBe(before);
  });

  it('refuses a group of another subform and unknown ids with 404, invalid bodies with 400, changing nothing', async () => {
    const before = await fillState(f);
    await choose({ added: [await added('labour', 'biogas')], deleted: [] }).expect(404);
    await choose({
      added: [await added('energy_climate', 'biogas')],
      deleted: [{ id: 2_000_000_000 }],
    }).expect(404);
    await choose({ added: [], deleted: [] }).expect(200);
    await choose({ added: [{ filledSubformId: 1 }], deleted: [] }).expect(400);
    await callAs(f, 'farmer', 'post', 'questionlist/saveFilledQuestionListConfig')
      .send({ added: [] })
      .expect(400);
    expect(await fillState(f)).toBe(before);
  });
});
