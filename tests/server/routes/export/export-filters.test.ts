import { sql } from 'drizzle-orm';
import { idOf } from '../questionnaire/questionnaire-fixture';
import {
  exportAs,
  exportedQuestionnaireIds,
  exportFixture,
  sheetNamesOf,
  workbookOf,
  type ExportFixture,
  type ExportQueryValues,
} from './export-support';

/**
 * Each filter of the export changes what is exported (the coordinator sees the demo type on PL-001,
 * PL-002 and another farmer's PL-900, of another unit type and institution type): units, unit type,
 * institution type, institution, forms, and the creation days from and to (whole UTC days, inclusive).
 */
describe('the export filters', () => {
  let f: ExportFixture;
  let general: number;
  let economy: number;
  let assignedType: number;
  let ownInstitution: { id: number; typeId: number };

  beforeAll(async () => {
    f = await exportFixture();
    general = await f.dic.form('general');
    economy = await f.dic.form('economy');
    assignedType = await idOf(
      f.database,
      sql`select unit_type_id as id from unit where id = ${f.unitId.assigned}`,
    );
    const institutionId = await idOf(
      f.database,
      sql`select institution_id as id from unit where id = ${f.unitId.own}`,
    );
    ownInstitution = {
      id: institutionId,
      typeId: await idOf(
        f.database,
        sql`select institution_type_id as id from institution where id = ${institutionId}`,
      ),
    };
  });
  afterAll(async () => {
    await f.close();
  });

  const ALL_UNITS = () => [f.unitId.own, f.unitId.assigned, f.unitId.other].join(',');

  async function exported(query: ExportQueryValues): Promise<number[] | 417> {
    const reply = await exportAs(f, 'coordinator', { localeDicId: 1, ...query });
    if (reply.status === 417) return 417;
    return exportedQuestionnaireIds(await workbookOf(reply));
  }

  it('exports the chosen units only', async () => {
    expect(await exported({ farmId: f.unitId.own })).toEqual([f.questionnaireId.own]);
    expect(await exported({ farmId: `${f.unitId.other},${f.unitId.own}` })).toEqual(
      [f.questionnaireId.own, f.questionnaireId.other].sort((a, b) => a - b),
    );
  });

  it('exports the chosen unit type only', async () => {
    expect(await exported({ farmTypeId: f.unitTypeId.own, formId: general })).toEqual([
      f.questionnaireId.own,
    ]);
    expect(await exported({ farmTypeId: assignedType, formId: general })).toEqual([
      f.questionnaireId.assigned,
    ]);
    expect(await exported({ farmTypeId: f.unitTypeId.other, formId: general })).toEqual([
      f.questionnaireId.other,
    ]);
  });

  it('exports the chosen institution type only', async () => {
    const other = { farmTypeId: f.unitTypeId.other, formId: general };
    expect(await exported({ ...other, countryId: f.otherInstitution.typeId })).toEqual([
      f.questionnaireId.other,
    ]);
    expect(await exported({ ...other, countryId: ownInstitution.typeId })).toBe(417);
    expect(
      await exported({ farmTypeId: f.unitTypeId.own, formId: general, countryId: ownInstitution.typeId }),
    ).toEqual([f.questionnaireId.own]);
  });

  it('exports the chosen institution only', async () => {
    const other = { farmTypeId: f.unitTypeId.other, formId: general, countryId: f.otherInstitution.typeId };
    expect(await exported({ ...other, regionId: f.otherInstitution.id })).toEqual([f.questionnaireId.other]);
    expect(await exported({ ...other, regionId: ownInstitution.id })).toBe(417);
  });

  it('exports the chosen forms only, and every form of the units without a choice', async () => {
    const all = await workbookOf(await exportAs(f, 'coordinator', { localeDicId: 1, farmId: f.unitId.own }));
    expect(sheetNamesOf(all)).toEqual([
      'General farm information',
      'Environment',
      'Animal welfare',
      'Economy',
      'Social aspects',
      'Review',
      'Columns',
    ]);
    const two = await workbookOf(
      await exportAs(f, 'coordinator', {
        localeDicId: 1,
        farmId: f.unitId.own,
        formId: `${economy},${general}`,
      }),
    );
    expect(sheetNamesOf(two)).toEqual(['General farm information', 'Economy', 'Review', 'Columns']);
  });

  it('exports the questionnaires created from and to the chosen days, both included', async () => {
    const units = { farmId: ALL_UNITS() };
    expect(await exported(units)).toHaveLength(3);
    expect(await exported({ ...units, dateFrom: '2026-01-01' })).toEqual(
      [f.questionnaireId.own, f.questionnaireId.assigned].sort((a, b) => a - b),
    );
    expect(await exported({ ...units, dateTo: '2025-12-31' })).toEqual([f.questionnaireId.other]);
    expect(await exported({ ...units, dateFrom: '2026-03-10', dateTo: '2026-03-10' })).toEqual([
      f.questionnaireId.own,
    ]);
    expect(await exported({ ...units, dateFrom: '2026-03-11', dateTo: '2026-05-20' })).toEqual([
      f.questionnaireId.assigned,
    ]);
    expect(await exported({ ...units, dateFrom: '2026-05-21' })).toBe(417);
  });
});
