import { sql } from 'drizzle-orm';
import request from 'supertest';
import { allLanguages, callAs, orderOf, structureFixture, type StructureFixture } from './structure-fixture';

describe('swap-order of subforms and question groups', () => {
  let f: StructureFixture;
  let formId: number;
  let subformId: number;

  beforeAll(async () => {
    f = await structureFixture();
    const type = await callAs(f, f.bearer.admin, 'post', 'questinnaire/dic').send({ name: 'Swap survey' });
    const form = await callAs(f, f.bearer.admin, 'post', 'form/dic').send({
      questionnaireDicId: type.body.data.id,
      text: allLanguages('Swap form'),
    });
    formId = form.body.data.id;
    for (let n = 1; n <= 8; n += 1) {
      await callAs(f, f.bearer.admin, 'post', 'questinnaire/subform/dic')
        .send({ formDicId: formId, code: `S${n}`, text: allLanguages(`Subform ${n}`) })
        .expect(200);
    }
    subformId = (await orderOf(f, 'subform', formId))[0]?.id ?? 0;
    for (let n = 1; n <= 8; n += 1) {
      await callAs(f, f.bearer.admin, 'post', 'questionlist/dic')
        .send({ subFormDicId: subformId, qlNumber: 1, farmTypeId: -1, text: allLanguages(`Group ${n}`) })
        .expect(200);
    }
  });
  afterAll(async () => {
    await f.close();
  });

  const swap = (what: 'subform' | 'group', firstId: number, secondId: number, bearer = f.bearer.admin) =>
    callAs(
      f,
      bearer,
      'put',
      `${what === 'subform' ? 'questinnaire/subform/dic' : 'questionlist/dic'}/swap-order?firstId=${firstId}&secondId=${secondId}`,
    );

  it('swaps two neighbouring subforms, in either order of the ids', async () => {
    const before = (await orderOf(f, 'subform', formId)).map((row) => row.id);
    const [a = 0, b = 0] = before;
    await swap('subform', a, b).expect(200, { success: true, data: null });
    expect((await orderOf(f, 'subform', formId)).map((row) => row.id)).toEqual([b, a, ...before.slice(2)]);
    await swap('subform', a, b).expect(200);
    expect(await orderOf(f, 'subform', formId)).toEqual(before.map((id, i) => ({ id, orderKey: i + 1 })));
  });

  it('swaps two neighbouring groups', async () => {
    const before = (await orderOf(f, 'question_group', subformId)).map((row) => row.id);
    const [, b = 0, c = 0] = before;
    await swap('group', c, b).expect(200);
    expect((await orderOf(f, 'question_group', subformId)).map((row) => row.id)).toEqual([
      before[0],
      c,
      b,
      ...before.slice(3),
    ]);
  });

  it('refuses ids that are not neighbours, of two lists, the same twice, or unknown, changing nothing', async () => {
    const subforms = await orderOf(f, 'subform', formId);
    const groups = await orderOf(f, 'question_group', subformId);
    const [s1, , s3] = subforms.map((row) => row.id);
    const other = await f.dic.subform('farm_profile');
    const refused = await swap('subform', s1 ?? 0, s3 ?? 0)
      .set('Accept-Language', 'fi')
      .expect(409);
    expect(refused.body).toMatchObject({
      success: false,
      error: 'NOT_ADJACENT_SIBLINGS',
      message: expect.stringContaining('vierekkäistä'),
    });
    await swap('subform', s1 ?? 0, other).expect(409);
    await swap('subform', s1 ?? 0, s1 ?? 0).expect(409);
    await swap('subform', s1 ?? 0, 999999).expect(404);
    // A group id is no subform id.
    await swap('subform', groups[0]?.id ?? 0, groups[1]?.id ?? 0).expect((reply) =>
      expect([404, 409]).toContain(reply.status),
    );
    await swap('group', s1 ?? 0, 999999).expect(404);
    await callAs(f, f.bearer.admin, 'put', 'questionlist/dic/swap-order?firstId=1').expect(400);
    await callAs(f, f.bearer.admin, 'put', 'questionlist/dic/swap-order?firstId=a&secondId=2').expect(400);
    expect(await orderOf(f, 'subform', formId)).toEqual(subforms);
    expect(await orderOf(f, 'question_group', subformId)).toEqual(groups);
  });

  it('keeps the order keys 1..n without duplicates under many concurrent swaps by two administrators', async () => {
    for (const [what, table, parentId] of [
      ['subform', 'subform', formId],
      ['group', 'question_group', subformId],
    ] as const) {
      const start = (await orderOf(f, table, parentId)).map((row) => row.id);
      // Every neighbouring pair, three times over, from both sessions, all at once: many refer to
      // places another swap has just changed, and are refused.
      const pairs = start.slice(1).map((id, i) => [start[i] ?? 0, id] as const);
      const replies = await Promise.all(
        [...pairs, ...pairs.map(([a, b]) => [b, a] as const), ...pairs].map(([a, b], i) =>
          swap(what, a, b, i % 2 === 0 ? f.bearer.admin : f.bearer.admin2),
        ),
      );
      for (const reply of replies) {
        expect([200, 409], JSON.stringify(reply.body)).toContain(reply.status);
        if (reply.status === 409) expect(reply.body.error).toBe('NOT_ADJACENT_SIBLINGS');
      }
      expect(replies.some((reply) => reply.status === 200)).toBe(true);
      const after = await orderOf(f, table, parentId);
      expect(after.map((row) => row.orderKey)).toEqual(start.map((_, i) => i + 1));
      expect([...after.map((row) => row.id)].sort((x, y) => x - y)).toEqual([...start].sort((x, y) => x - y));
    }
  });

  it('stays consistent when swaps, additions and deletions of one list run at once', async () => {
    const start = (await orderOf(f, 'subform', formId)).map((row) => row.id);
    const added = await callAs(f, f.bearer.admin, 'post', 'questinnaire/subform/dic').send({
      formDicId: formId,
      code: 'GONE',
      text: allLanguages('Gone'),
    });
    const gone: number = added.body.data.id;
    const pairs = start.slice(1).map((id, i) => [start[i] ?? 0, id] as const);
    const replies = await Promise.all([
      ...pairs.map(([a, b], i) => swap('subform', a, b, i % 2 === 0 ? f.bearer.admin : f.bearer.admin2)),
      callAs(f, f.bearer.admin2, 'delete', `questinnaire/subform/dic/${gone}`),
      ...[1, 2, 3].map((n) =>
        request(f.app)
          .post('/api/secured/questinnaire/subform/dic')
          .set('Authorization', n % 2 === 0 ? f.bearer.admin : f.bearer.admin2)
          .send({ formDicId: formId, code: `N${n}`, text: allLanguages(`New ${n}`) }),
      ),
    ]);
    for (const reply of replies) expect([200, 409], JSON.stringify(reply.body)).toContain(reply.status);
    const after = await orderOf(f, 'subform', formId);
    expect(after.map((row) => row.orderKey)).toEqual(after.map((_, i) => i + 1));
    expect(after).toHaveLength(start.length + 3);
    expect(
      await f.rows(
        sql`select order_key, count(*) from subform where form_id = ${formId} group by order_key having count(*) > 1`,
      ),
    ).toEqual([]);
  });
});
