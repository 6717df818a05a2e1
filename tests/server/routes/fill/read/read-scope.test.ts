import { sql } from 'drizzle-orm';
import request from 'supertest';
import { idOf, type RoleName } from '../../questionnaire/questionnaire-fixture';
import { fillFixture, type FillFixture } from '../fill-fixture';
import { getAs, SECURED } from './read-support';

type Target = 'own' | 'assigned' | 'other' | 'long';

/** Ids of one questionnaire's fill path; the Long type's only form has no subforms. */
interface PathIds {
  questionnaire: number | string;
  filledForm: number | string;
  filledSubform?: number | string;
  filledQuestion?: number | string;
}

interface ReadCall {
  name: string;
  path: (ids: PathIds) => string | undefined;
  query?: (f: FillFixture) => Promise<Record<string, string | number>>;
}

const ROLES: readonly RoleName[] = ['admin', 'coordinator', 'farmer', 'expert', 'observer'];

/**
 * Who may read which questionnaire: the farmer their units' (PL-001, PL-002), the expert the unit
 * assigned to them (PL-002, also its Long questionnaire), coordinators and observers the demo type
 * they hold rights to (never the Long type: the observer is not privileged, the coordinator has no
 * right to it), the administrator everything.
 */
const readers: Record<Target, readonly RoleName[]> = {
  own: ['admin', 'coordinator', 'farmer', 'observer'],
  assigned: ['admin', 'coordinator', 'farmer', 'expert', 'observer'],
  other: ['admin', 'coordinator', 'observer'],
  long: ['admin', 'expert'],
};

const readCalls: readonly ReadCall[] = [
  {
    name: 'GET questinnaire/form/{questionnaireId}',
    path: (ids) => `questinnaire/form/${ids.questionnaire}`,
  },
  {
    name: 'GET questinnaire/subform/{filledFormId}',
    path: (ids) => `questinnaire/subform/${ids.filledForm}`,
  },
  {
    name: 'GET questionlist/{filledSubformId}',
    path: (ids) => (ids.filledSubform ? `questionlist/${ids.filledSubform}` : undefined),
  },
  {
    name: 'GET question/{filledQuestionId}',
    path: (ids) => (ids.filledQuestion ? `question/${ids.filledQuestion}` : undefined),
  },
  {
    name: 'GET questionlist/optional/{filledSubformId}',
    path: (ids) => (ids.filledSubform ? `questionlist/optional/${ids.filledSubform}` : undefined),
  },
  {
    name: 'GET question/answerByQuestionDicId/{questionnaireId}',
    // The Long type holds no demo question: only the demo questionnaires can answer it.
    path: (ids) => (ids.filledSubform ? `question/answerByQuestionDicId/${ids.questionnaire}` : undefined),
    query: async (f) => ({ questionDicId: await f.dic.question('housing_systems') }),
  },
  {
    name: 'GET question/answers-from-tab7c/{questionnaireId}',
    path: (ids) => `question/answers-from-tab7c/${ids.questionnaire}`,
  },
  {
    name: 'GET questinnaire/checkRecommendedAnswers/{questionnaireId}',
    path: (ids) =>
      ids.filledSubform ? `questinnaire/checkRecommendedAnswers/${ids.questionnaire}` : undefined,
    query: async (f) => ({ formDicId: await f.dic.form('social') }),
  },
];

describe('who may read the fill screen of a questionnaire', () => {
  let f: FillFixture;
  let ids: Record<Target, PathIds>;

  beforeAll(async () => {
    f = await fillFixture();
    const demoPath = async (questionnaire: number): Promise<PathIds> => ({
      questionnaire,
      filledForm: await f.filled.form(questionnaire, 'general'),
      filledSubform: await f.filled.subform(questionnaire, 'farm_profile'),
      filledQuestion: await f.filled.question(questionnaire, 'total_area'),
    });
    ids = {
      own: await demoPath(f.questionnaireId.own),
      assigned: await demoPath(f.questionnaireId.assigned),
      other: await demoPath(f.questionnaireId.other),
      long: {
        questionnaire: f.questionnaireId.long,
        filledForm: await idOf(
          f.database,
          sql`select id from filled_form where questionnaire_id = ${f.questionnaireId.long}`,
        ),
      },
    };
  });
  afterAll(async () => {
    await f.close();
  });

  const cases = readCalls.flatMap((call) =>
    (Object.keys(readers) as Target[]).flatMap((target) =>
      ROLES.map((role) => [call.name, target, role, readers[target].includes(role), call] as const),
    ),
  );

  it.each(cases)(
    '%s of the %s questionnaire as the %s: allowed %s',
    async (_name, target, role, allowed, call) => {
      const path = call.path(ids[target]);
      if (path === undefined) return;
      const reply = await getAs(f, role, path, (await call.query?.(f)) ?? {});
      if (allowed) {
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        expect(reply.body.success).toBe(true);
      } else {
        // Hidden exactly like an id that names nothing: the id reveals nothing of the questionnaire.
        expect(reply.status).toBe(404);
        expect(reply.body).toEqual({ success: false, error: 'NOT_FOUND', message: expect.any(String) });
      }
    },
  );

  describe.each(readCalls)('$name', (call) => {
    it('answers 404 for an id that names nothing, and 400 for one beyond the database’s 32-bit range', async () => {
      for (const [id, status, error] of [
        [2_000_000_000, 404, 'NOT_FOUND'],
        [2_147_483_648, 400, 'VALIDATION_FAILED'],
        [9_999_999_999, 400, 'VALIDATION_FAILED'],
      ] as const) {
        const path = call.path({ questionnaire: id, filledForm: id, filledSubform: id, filledQuestion: id });
        const reply = await getAs(f, 'admin', path ?? '', (await call.query?.(f)) ?? {});
        expect(reply.status).toBe(status);
        expect(reply.body.error).toBe(error);
      }
    });

    it('answers 400 for an id that is not a whole positive number, and for unknown query parameters', async () => {
      for (const id of ['abc', '0', '-3', '1.5', '12345678901']) {
        const path = call.path({ questionnaire: id, filledForm: id, filledSubform: id, filledQuestion: id });
        const reply = await getAs(f, 'admin', path ?? '', (await call.query?.(f)) ?? {});
        expect(reply.status, `${path}`).toBe(400);
        expect(reply.body.error).toBe('VALIDATION_FAILED');
      }
      const path = call.path(ids.own) ?? '';
      const reply = await getAs(f, 'farmer', path, { ...((await call.query?.(f)) ?? {}), misspelled: 1 });
      expect(reply.status).toBe(400);
    });

    it('answers 401 without a session', async () => {
      const reply = await request(f.app).get(`${SECURED}/${call.path(ids.own) ?? ''}`);
      expect(reply.status).toBe(401);
    });

    it('refuses in the language of the request', async () => {
      const path = call.path(ids.other) ?? '';
      const refused = await getAs(f, 'farmer', path, (await call.query?.(f)) ?? {}, 'pl');
      expect(refused.body.message).toBe('Nie znaleziono żądanego zasobu.');
      const missing = await getAs(
        f,
        'farmer',
        path.replace(/\d+$/, '2000000000'),
        (await call.query?.(f)) ?? {},
        'de',
      );
      expect(missing.status).toBe(404);
      expect(missing.body.message).not.toBe('The requested resource was not found.');
    });
  });

  it('follows a coordinator losing the right to the questionnaire type', async () => {
    await f.database.db.execute(
      sql`delete from questionnaire_type_right where user_id = ${f.userId.coordinator} and questionnaire_type_id = ${f.demoTypeId}`,
    );
    try {
      for (const call of readCalls) {
        const reply = await getAs(f, 'coordinator', call.path(ids.own) ?? '', (await call.query?.(f)) ?? {});
        expect(reply.status, call.name).toBe(404);
      }
    } finally {
      await f.database.db.execute(
        sql`insert into questionnaire_type_right (user_id, questionnaire_type_id) values (${f.userId.coordinator}, ${f.demoTypeId})`,
      );
    }
  });
});
