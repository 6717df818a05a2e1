import { testApp } from '@tests/support/test-app';
import { selfRegistered, type SelfRegisteredAccount } from '@tests/support/self-registered';
import type { RoleName } from '../questionnaire/questionnaire-fixture';
import {
  structureFixture,
  structureState,
  type QuestionCall,
  type StructureFixture,
} from './question-support';

const NON_ADMINS: readonly RoleName[] = ['coordinator', 'farmer', 'expert', 'observer'];

/**
 * Every call is the administrators' alone: each other demo role and a stranger who registered a minute
 * ago (farmer and expert) get 403, a request without a valid session 401, and none of them changes the
 * structure. The administrator is not refused.
 */
export function describeAccess(title: string, calls: readonly QuestionCall[]): void {
  describe(title, () => {
    let f: StructureFixture;
    let strangers: Record<'farmer' | 'expert', SelfRegisteredAccount>;
    /** The same database served by the app the strangers registered with (its own session secret). */
    let strangersApp: StructureFixture;

    beforeAll(async () => {
      f = await structureFixture();
      // The self-registration flow reads its mail from this app's outbox, on the same database.
      const t = testApp(f.database);
      strangersApp = { ...f, app: t.app };
      strangers = {
        farmer: await selfRegistered(t, 'stranger.farmer@example.com', 3),
        expert: await selfRegistered(t, 'stranger.expert@example.com', 4),
      };
    });
    afterAll(async () => {
      await f.close();
    });

    it.each(calls.map((entry) => [entry.name, entry] as const))(
      '%s: 403 for every other role',
      async (_n, entry) => {
        const before = await structureState(f);
        for (const role of NON_ADMINS) {
          const reply = await entry.send(f, role);
          expect(reply.status, `${role}: ${JSON.stringify(reply.body)}`).toBe(403);
          expect(reply.body).toMatchObject({
            success: false,
            error: 'FORBIDDEN',
            message: expect.any(String),
          });
        }
        for (const [name, stranger] of Object.entries(strangers)) {
          const reply = await entry.send(strangersApp, { bearer: stranger.bearer });
          expect(reply.status, `self-registered ${name}`).toBe(403);
        }
        expect(await structureState(f)).toBe(before);
      },
    );

    it.each(calls.map((entry) => [entry.name, entry] as const))(
      '%s: 401 without a session',
      async (_n, entry) => {
        const before = await structureState(f);
        const reply = await entry.send(f, { bearer: 'Bearer not-a-token' });
        expect(reply.status).toBe(401);
        expect(await structureState(f)).toBe(before);
      },
    );

    it.each(calls.map((entry) => [entry.name, entry] as const))(
      '%s: the administrator passes',
      async (_n, entry) => {
        const reply = await entry.send(f, 'admin');
        expect(reply.status, JSON.stringify(reply.body)).not.toBe(403);
        expect(reply.status).not.toBe(401);
        expect(reply.status).toBeLessThan(500);
      },
    );
  });
}
