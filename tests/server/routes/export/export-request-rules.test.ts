import type { Response } from 'supertest';
import { translate } from '@server/i18n/index';
import {
  exportAs,
  exportFixture,
  jsonOf,
  type ExportFixture,
  type ExportQueryValues,
} from './export-support';

/**
 * The request rules of the export (docs/decisions.md, "Issue 17: what the data export exports"; the
 * form's rules of specification section 5): each broken rule is a 400 with its own translated message,
 * answered as JSON before any byte of a file (no Content-Disposition), and the roles outside
 * coordinator and expert get 403.
 */
describe('the export request rules', () => {
  let f: ExportFixture;
  let general: number;

  beforeAll(async () => {
    f = await exportFixture();
    general = await f.dic.form('general');
  });
  afterAll(async () => {
    await f.close();
  });

  function expectRefused(reply: Response, status: number, code: string): void {
    expect(reply.status, reply.text).toBe(status);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers['content-disposition']).toBeUndefined();
    const body = jsonOf(reply);
    expect(body.success).toBe(false);
    expect(body.error).toBe(code);
    expect(body.message).not.toBe('');
    expect(body.message).not.toBe(`errors.${code}`);
  }

  const cases: [string, () => ExportQueryValues, string][] = [
    [
      'units with a unit type',
      () => ({ farmId: f.unitId.own, farmTypeId: f.unitTypeId.own }),
      'EXPORT_UNITS_EXCLUSIVE',
    ],
    [
      'units with an institution type',
      () => ({ farmId: f.unitId.own, countryId: f.otherInstitution.typeId }),
      'EXPORT_UNITS_EXCLUSIVE',
    ],
    [
      'units with an institution',
      () => ({ farmId: f.unitId.own, regionId: f.otherInstitution.id }),
      'EXPORT_UNITS_EXCLUSIVE',
    ],
    [
      'an institution without its type',
      () => ({ farmTypeId: f.unitTypeId.own, formId: general, regionId: f.otherInstitution.id }),
      'EXPORT_INSTITUTION_NEEDS_TYPE',
    ],
    [
      'an institution type without a unit type',
      () => ({ formId: general, countryId: f.otherInstitution.typeId }),
      'EXPORT_INSTITUTION_TYPE_NEEDS_UNIT_TYPE',
    ],
    ['nothing chosen', () => ({}), 'EXPORT_NOTHING_CHOSEN'],
    ['a unit type without forms', () => ({ farmTypeId: f.unitTypeId.own }), 'EXPORT_NOTHING_CHOSEN'],
    ['forms without a unit type', () => ({ formId: general }), 'EXPORT_NOTHING_CHOSEN'],
    [
      'a start after the end',
      () => ({ farmId: f.unitId.own, dateFrom: '2026-05-02', dateTo: '2026-05-01' }),
      'EXPORT_DATE_RANGE',
    ],
    ['a start in the future', () => ({ farmId: f.unitId.own, dateFrom: '2026-11-28' }), 'EXPORT_FUTURE_DATE'],
    ['an end in the future', () => ({ farmId: f.unitId.own, dateTo: '2027-01-01' }), 'EXPORT_FUTURE_DATE'],
    [
      'a day not in the calendar',
      () => ({ farmId: f.unitId.own, dateFrom: '2026-02-30' }),
      'EXPORT_DATE_INVALID',
    ],
  ];

  it.each(cases)('refuses %s with 400 and its message, sending no file', async (_name, query, code) => {
    expectRefused(await exportAs(f, 'coordinator', { localeDicId: 1, ...query() }), 400, code);
  });

  it('answers a broken rule in the language of the request', async () => {
    const query = { localeDicId: 2, farmId: f.unitId.assigned, farmTypeId: f.unitTypeId.own };
    const reply = await exportAs(f, 'expert', query, 'pl');
    expectRefused(reply, 400, 'EXPORT_UNITS_EXCLUSIVE');
    expect(jsonOf(reply).message).toBe(translate('pl', 'errors.EXPORT_UNITS_EXCLUSIVE'));
    expect(jsonOf(reply).message).not.toBe(translate('en', 'errors.EXPORT_UNITS_EXCLUSIVE'));
  });

  it('takes today itself as the last day, and an equal start and end', async () => {
    const reply = await exportAs(f, 'coordinator', {
      localeDicId: 1,
      farmId: f.unitId.own,
      dateFrom: '2026-11-27',
      dateTo: '2026-11-27',
    });
    // Nothing was created that day: past the rules, to the empty result.
    expectRefused(reply, 417, 'EXPORT_EMPTY');
  });

  it('refuses malformed values with the schema’s 400', async () => {
    const malformed: ExportQueryValues[] = [
      { farmId: 'abc' },
      { farmId: `${f.unitId.own},` },
      { dateFrom: '27.11.2026', farmId: f.unitId.own },
      { format: 'pdf', farmId: f.unitId.own },
      { farmId: f.unitId.own, unknown: '1' },
    ];
    for (const query of malformed) {
      expectRefused(await exportAs(f, 'coordinator', { localeDicId: 1, ...query }), 400, 'VALIDATION_FAILED');
    }
    expectRefused(await exportAs(f, 'coordinator', { farmId: f.unitId.own }), 400, 'VALIDATION_FAILED');
  });

  it.each(['farmer', 'observer', 'admin'] as const)('refuses the %s with 403', async (role) => {
    const reply = await exportAs(f, role, { localeDicId: 1, farmId: f.unitId.own });
    expectRefused(reply, 403, 'FORBIDDEN');
  });
});
