import { sql } from 'drizzle-orm';
import type { Response } from 'supertest';
import { translate } from '@server/i18n/index';
import { selectRows } from '@tests/support/test-database';
import { callAs, fillFixtureForSuite, saveBody, storedState } from './write-support';

/** Clients writing at once: more than the PostgreSQL pool's ten connections, so some also queue. */
const CLIENTS = 20;

/**
 * Many clients writing the same things at once, on PGlite and (TEST_DATABASE_URL) on PostgreSQL,
 * where the requests really run side by side on the pool's connections.
 */
describe('fill writes from many clients at once', () => {
  const f = fillFixtureForSuite();

  const own = (key: string, instance = 0) => f.filled.question(f.questionnaireId.own, key, instance);

  /** A loser's reply: 409 with the translated STALE_ANSWER, nothing of the server's internals. */
  function expectStale(reply: Response): void {
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      success: false,
      error: 'STALE_ANSWER',
      message: translate('en', 'errors.STALE_ANSWER'),
    });
  }

  it('lets exactly one of 20 saves from the same version through and tells the others 409', async () => {
    const id = await own('sows_total');
    const { version } = await storedState(f, id);
    const bodies = await Promise.all(
      Array.from({ length: CLIENTS }, (_, client) =>
        saveBody(f, id, [{ answer: String(300 + client) }], version),
      ),
    );
    const replies = await Promise.all(
      bodies.map((body) => callAs(f, 'farmer', 'post', 'question/save', 'en').send(body)),
    );
    const winners = replies.filter((reply) => reply.status === 200);
    expect(winners).toHaveLength(1);
    for (const reply of replies.filter((candidate) => candidate.status !== 200)) expectStale(reply);
    const winner = winners[0]?.body.data;
    expect(winner).toMatchObject({ version: version + 1 });
    expect(await storedState(f, id)).toMatchObject({
      version: version + 1,
      answers: [{ answer: winner.answers[0].answer }],
    });
  });

  it(
    'gives each version to exactly one of 20 clients that save again after every 409',
    { timeout: 120_000 },
    async () => {
      const id = await own('pigs_sold');
      const { version: start } = await storedState(f, id);
      /** Version each client's save raised the question to, by client. */
      const won = new Map<number, number>();
      let conflicts = 0;

      /** One client: reads the stored version, saves its own answer, and on a 409 reads and tries again. */
      async function client(number: number): Promise<void> {
        for (let attempt = 0; attempt < 200; attempt += 1) {
          const reply = await callAs(f, 'farmer', 'post', 'question/save', 'en').send(
            await saveBody(f, id, [{ answer: String(1000 + number) }]),
          );
          if (reply.status === 200) {
            won.set(number, reply.body.data.version);
            return;
          }
          expectStale(reply);
          conflicts += 1;
        }
        throw new Error(`Client ${number} never saved`);
      }

      await Promise.all(Array.from({ length: CLIENTS }, (_, number) => client(number)));
      // Versions start+1 … start+20, each acknowledged once: no version given twice, none skipped.
      expect([...won.values()].sort((a, b) => a - b)).toEqual(
        Array.from({ length: CLIENTS }, (_, index) => start + 1 + index),
      );
      expect(conflicts).toBeGreaterThan(0);
      const last = [...won].find(([, version]) => version === start + CLIENTS);
      expect(await storedState(f, id)).toMatchObject({
        version: start + CLIENTS,
        answers: [{ answer: String(1000 + (last?.[0] ?? -1)) }],
      });
    },
  );

  it('gives 20 instances added at once distinct names, numbered without gaps', async () => {
    const filledSubformId = await f.filled.subform(f.questionnaireId.own, 'location_buildings');
    const groupId = await f.dic.group('building');
    const namesNow = async () =>
      (
        await selectRows(
          f.database,
          sql`select name from filled_question_list where question_group_id = ${groupId}
              and filled_subform_id = ${filledSubformId} order by order_key, id`,
        )
      ).map((row) => String(row.name));
    const before = await namesNow();
    expect(before).toEqual(['PL-001_B1']);

    const replies = await Promise.all(
      Array.from({ length: CLIENTS }, () =>
        callAs(f, 'farmer', 'post', 'questionlist/addFilledQuestionList').send({
          filledSubformId,
          questionListDicId: groupId,
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const expected = Array.from({ length: CLIENTS + 1 }, (_, index) => `PL-001_B${index + 1}`);
    const answered = replies.map((reply) => String(reply.body.data.name));
    expect(new Set(answered).size).toBe(CLIENTS);
    expect([...answered].sort()).toEqual(expected.slice(1).sort());
    expect(await namesNow()).toEqual(expected);
    // Each instance has its own place in the subform and every question of the group.
    const instances = await selectRows(
      f.database,
      sql`select l.order_key as "orderKey", count(fq.id)::int as questions
          from filled_question_list l left join filled_question fq on fq.filled_question_list_id = l.id
          where l.question_group_id = ${groupId} and l.filled_subform_id = ${filledSubformId}
          group by l.id, l.order_key`,
    );
    expect(new Set(instances.map((row) => row.orderKey)).size).toBe(CLIENTS + 1);
    expect(new Set(instances.map((row) => row.questions)).size).toBe(1);
  });
});
