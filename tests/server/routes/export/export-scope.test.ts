import { sql } from 'drizzle-orm';
import type { Response } from 'supertest';
import { selfRegistered, type SelfRegisteredAccount } from '@tests/support/self-registered';
import { idOf, setRight } from '../questionnaire/questionnaire-fixture';
import {
  exportAs,
  exportedQuestionnaireIds,
  exportFixture,
  exportWith,
  jsonOf,
  workbookOf,
  type ExportFixture,
} from './export-support';

/**
 * Who exports what (docs/decisions.md, issue 17): an expert the questionnaires of units assigned to
 * them and accepted, a coordinator those of the types they hold a right to (the Long type too for
 * both). A unit the caller may not see is a 404, never an empty file; a request that matches nothing
 * the caller may see is 417.
 */
describe('the export scope', () => {
  let f: ExportFixture;
  let stranger: SelfRegisteredAccount;
  let general: number;
  let farrowToFinish: number;
  let pigletProduction: number;

  beforeAll(async () => {
    f = await exportFixture();
    stranger = await selfRegistered(f.t, 'stranger.expert@example.com', 4);
    general = await f.dic.form('general');
    farrowToFinish = f.unitTypeId.own;
    pigletProduction = await idOf(
      f.database,
      sql`select unit_type_id as id from unit where id = ${f.unitId.assigned}`,
    );
  });
  afterAll(async () => {
    await f.close();
  });

  function expectError(reply: Response, status: number, code: string): void {
    expect(reply.status).toBe(status);
    expect(reply.headers['content-disposition']).toBeUndefined();
    expect(jsonOf(reply)).toMatchObject({ success: false, error: code });
  }

  it('gives the expert the questionnaires of the unit assigned to them, the Long one included', async () => {
    const workbook = await workbookOf(
      await exportAs(f, 'expert', { localeDicId: 1, farmId: f.unitId.assigned }),
    );
    expect(exportedQuestionnaireIds(workbook)).toEqual([f.questionnaireId.assigned, f.questionnaireId.long]);
  });

  it('gives the expert by unit type only the assigned unit’s questionnaires', async () => {
    const workbook = await workbookOf(
      await exportAs(f, 'expert', { localeDicId: 1, farmTypeId: pigletProduction, formId: general }),
    );
    expect(exportedQuestionnaireIds(workbook)).toEqual([f.questionnaireId.assigned]);
    expectError(
      await exportAs(f, 'expert', { localeDicId: 1, farmTypeId: farrowToFinish, formId: general }),
      417,
      'EXPORT_EMPTY',
    );
  });

  it('answers 404 to the expert for a unit not assigned, alone or among assigned ones', async () => {
    expectError(await exportAs(f, 'expert', { localeDicId: 1, farmId: f.unitId.own }), 404, 'NOT_FOUND');
    expectError(
      await exportAs(f, 'expert', { localeDicId: 1, farmId: `${f.unitId.assigned},${f.unitId.own}` }),
      404,
      'NOT_FOUND',
    );
    expectError(await exportAs(f, 'expert', { localeDicId: 1, farmId: 2_000_000_000 }), 404, 'NOT_FOUND');
  });

  it('answers 404 to the expert for a unit whose assignment is still pending', async () => {
    await f.database.db.execute(
      sql`insert into unit_assignment (unit_id, user_id, status) values (${f.unitId.own}, ${f.userId.expert}, 'pending')`,
    );
    try {
      expectError(await exportAs(f, 'expert', { localeDicId: 1, farmId: f.unitId.own }), 404, 'NOT_FOUND');
    } finally {
      await f.database.db.execute(
        sql`delete from unit_assignment where unit_id = ${f.unitId.own} and user_id = ${f.userId.expert}`,
      );
    }
  });

  it('gives the coordinator the questionnaires of the types with a right, on any unit', async () => {
    const workbook = await workbookOf(
      await exportAs(f, 'coordinator', {
        localeDicId: 1,
        farmId: [f.unitId.own, f.unitId.assigned, f.unitId.other].join(','),
      }),
    );
    // The Long questionnaire on PL-002 is of a type without the coordinator's right.
    expect(exportedQuestionnaireIds(workbook)).toEqual(
      [f.questionnaireId.own, f.questionnaireId.assigned, f.questionnaireId.other].sort((a, b) => a - b),
    );
  });

  it('gives the coordinator nothing once the right is revoked: 417 by unit type, 404 by unit', async () => {
    const query = { localeDicId: 1, farmTypeId: farrowToFinish, formId: general };
    expect((await exportAs(f, 'coordinator', query)).status).toBe(200);
    await setRight(f.database, f.userId.coordinator, f.demoTypeId, false);
    try {
      expectError(await exportAs(f, 'coordinator', query), 417, 'EXPORT_EMPTY');
      expectError(
        await exportAs(f, 'coordinator', { localeDicId: 1, farmId: f.unitId.own }),
        404,
        'NOT_FOUND',
      );
    } finally {
      await setRight(f.database, f.userId.coordinator, f.demoTypeId, true);
    }
  });

  it('answers a freshly self-registered expert 404 for the demo units and 417 by unit type', async () => {
    expectError(
      await exportWith(f, stranger.bearer, { localeDicId: 1, farmId: f.unitId.assigned }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await exportWith(f, stranger.bearer, { localeDicId: 1, farmTypeId: pigletProduction, formId: general }),
      417,
      'EXPORT_EMPTY',
    );
  });

  it('answers 417 when the chosen unit has nothing in the chosen forms or days', async () => {
    expectError(
      await exportAs(f, 'coordinator', { localeDicId: 1, farmId: f.unitId.own, dateTo: '2025-12-31' }),
      417,
      'EXPORT_EMPTY',
    );
    const retiredForm = await idOf(
      f.database,
      sql`select id from form where questionnaire_type_id = ${f.retiredTypeId}`,
    );
    expectError(
      await exportAs(f, 'coordinator', { localeDicId: 1, farmId: f.unitId.own, formId: retiredForm }),
      417,
      'EXPORT_EMPTY',
    );
  });
});
