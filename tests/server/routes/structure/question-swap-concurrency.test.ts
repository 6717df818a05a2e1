import {
  optionOrder,
  questionOrder,
  call,
  structureFixture,
  type StructureFixture,
} from './question-support';

/**
 * Two administrators reorder the same list at once: every swap either happens whole or is refused
 * (409, the pair no longer neighbours), and the order keys stay exactly 1..n, each item once.
 */
describe('swaps of questions and options under concurrent requests from two administrator sessions', () => {
  let f: StructureFixture;

  beforeAll(async () => {
    f = await structureFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  /** Sends `rounds` bursts of swaps of every neighbouring pair, alternately from the two sessions, all at once. */
  async function burst(path: string, ids: readonly number[], rounds: number): Promise<number[]> {
    const sessions = [{ bearer: f.bearer.admin }, { bearer: f.secondAdmin }];
    const requests = [];
    for (let round = 0; round < rounds; round += 1) {
      for (let index = 0; index + 1 < ids.length; index += 1) {
        const session = sessions[(round + index) % 2] ?? { bearer: f.bearer.admin };
        requests.push(
          call(f, session, 'put', `${path}?firstId=${ids[index] ?? 0}&secondId=${ids[index + 1] ?? 0}`).then(
            (reply) => reply.status,
          ),
        );
      }
    }
    return Promise.all(requests);
  }

  it('keeps the question order keys 1..n', async () => {
    const group = await f.dic.group('farm_holder');
    const before = await questionOrder(f, group);
    const ids = before.map(([id]) => id);
    const statuses = await burst('question/dic/swap-order', ids, 4);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      String(statuses),
    ).toBe(true);
    expect(statuses).toContain(200);
    const after = await questionOrder(f, group);
    expect(after.map(([, key]) => key)).toEqual(ids.map((_, index) => index + 1));
    expect(after.map(([id]) => id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('keeps the option order keys 1..n', async () => {
    const question = await f.dic.question('legal_form');
    const ids = (await optionOrder(f, question)).map(([id]) => id);
    const statuses = await burst('question/answer/dic/swap-order', ids, 4);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      String(statuses),
    ).toBe(true);
    const after = await optionOrder(f, question);
    expect(after.map(([, key]) => key)).toEqual(ids.map((_, index) => index + 1));
    expect(after.map(([id]) => id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('keeps the order keys 1..n while questions are added and swapped at once', async () => {
    const group = await f.dic.group('herd_fattening');
    const ids = (await questionOrder(f, group)).map(([id]) => id);
    const adds = [1, 2, 3, 4].map((n) =>
      call(f, n % 2 ? 'admin' : { bearer: f.secondAdmin }, 'post', 'question/dic').send({
        questionListDicId: group,
        answerTypeDicId: 1,
        text: { translations: [{ localeDicId: 1, text: `Added ${n}` }] },
        shortName: `added${n}`,
        questionOrderKey: 1,
      }),
    );
    const statuses = await Promise.all([
      ...adds.map((sent) => sent.then((reply) => reply.status)),
      burst('question/dic/swap-order', ids, 2).then((all) => all[0] ?? 0),
    ]);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    const after = await questionOrder(f, group);
    expect(after).toHaveLength(ids.length + 4);
    expect(after.map(([, key]) => key)).toEqual(after.map((_, index) => index + 1));
  });
});
