import type { ExportChoice } from '@runtime/export/exportChoice';
import { EMPTY_EXPORT_CHOICE } from '@runtime/export/exportChoice';
import {
  canExport,
  chooseInstitution,
  chooseInstitutionType,
  chooseUnitType,
  chooseUnits,
  lockedFields,
  namesWhatToExport,
} from '@runtime/export/exportRules';

const TODAY = '2026-11-27';

function choice(overrides: Partial<ExportChoice> = {}): ExportChoice {
  return { ...EMPTY_EXPORT_CHOICE, ...overrides };
}

const underInstitution = choice({ unitTypeId: 1, institutionTypeId: 10, institutionId: 101, formIds: [2] });

describe('export rules', () => {
  it('start with nothing chosen, a workbook, and the institution fields locked', () => {
    expect(EMPTY_EXPORT_CHOICE.format).toBe('xlsx');
    expect(lockedFields(EMPTY_EXPORT_CHOICE)).toEqual({
      units: false,
      unitType: false,
      institutionType: true,
      institution: true,
    });
    expect(canExport(EMPTY_EXPORT_CHOICE, TODAY)).toBe(false);
  });

  it('export with at least one unit, or a unit type with at least one form', () => {
    expect(namesWhatToExport(choice({ unitIds: [11] }))).toBe(true);
    expect(namesWhatToExport(choice({ unitIds: [11], formIds: [1] }))).toBe(true);
    expect(namesWhatToExport(choice({ unitTypeId: 1, formIds: [1] }))).toBe(true);
    expect(namesWhatToExport(choice({ unitTypeId: 1 }))).toBe(false);
    expect(namesWhatToExport(choice({ formIds: [1, 2] }))).toBe(false);
    expect(namesWhatToExport(choice({ dateFrom: '2026-01-01' }))).toBe(false);
  });

  it('lock the unit type, institution type and institution while units are chosen, and the units while a unit type is', () => {
    expect(lockedFields(choice({ unitIds: [11] }))).toEqual({
      units: false,
      unitType: true,
      institutionType: true,
      institution: true,
    });
    expect(lockedFields(choice({ unitTypeId: 1 }))).toEqual({
      units: true,
      unitType: false,
      institutionType: false,
      institution: true,
    });
    expect(lockedFields(choice({ unitTypeId: 1, institutionTypeId: 10 })).institution).toBe(false);
  });

  it('let units take the place of a unit type with its institution type and institution', () => {
    expect(chooseUnits(underInstitution, [11, 12])).toEqual({
      ...underInstitution,
      unitIds: [11, 12],
      unitTypeId: null,
      institutionTypeId: null,
      institutionId: null,
    });
    // No units: the rest stays.
    expect(chooseUnits(underInstitution, [])).toEqual(underInstitution);
  });

  it('let a unit type take the place of units; another type or none clears the institution type and institution', () => {
    expect(chooseUnitType(choice({ unitIds: [11] }), 1)).toEqual(choice({ unitTypeId: 1 }));
    expect(chooseUnitType(underInstitution, 2)).toEqual({
      ...underInstitution,
      unitTypeId: 2,
      institutionTypeId: null,
      institutionId: null,
    });
    expect(chooseUnitType(underInstitution, null)).toEqual({
      ...underInstitution,
      unitTypeId: null,
      institutionTypeId: null,
      institutionId: null,
    });
    // The same type again changes nothing.
    expect(chooseUnitType(underInstitution, 1)).toBe(underInstitution);
  });

  it('need a unit type for an institution type, and clear the institution when it changes', () => {
    expect(chooseInstitutionType(EMPTY_EXPORT_CHOICE, 10)).toBe(EMPTY_EXPORT_CHOICE);
    expect(chooseInstitutionType(underInstitution, 20)).toEqual({
      ...underInstitution,
      institutionTypeId: 20,
      institutionId: null,
    });
    expect(chooseInstitutionType(underInstitution, null)).toEqual({
      ...underInstitution,
      institutionTypeId: null,
      institutionId: null,
    });
    expect(chooseInstitutionType(underInstitution, 10)).toBe(underInstitution);
  });

  it('need an institution type for an institution', () => {
    const typeOnly = choice({ unitTypeId: 1 });
    expect(chooseInstitution(typeOnly, 101)).toBe(typeOnly);
    expect(chooseInstitution(underInstitution, 102).institutionId).toBe(102);
    expect(chooseInstitution(underInstitution, null).institutionId).toBeNull();
  });

  it('refuse to export while the date range is wrong', () => {
    const units = choice({ unitIds: [11] });
    expect(canExport({ ...units, dateFrom: '2026-01-01', dateTo: TODAY }, TODAY)).toBe(true);
    expect(canExport({ ...units, dateFrom: '2026-02-01', dateTo: '2026-01-01' }, TODAY)).toBe(false);
    expect(canExport({ ...units, dateTo: '2026-11-28' }, TODAY)).toBe(false);
    expect(canExport({ ...units, dateFrom: '2026-02-30' }, TODAY)).toBe(false);
  });
});
