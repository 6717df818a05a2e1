import { EMPTY_EXPORT_CHOICE } from '@runtime/export/exportChoice';
import { exportQuery } from '@runtime/export/exportQuery';

describe('the export query', () => {
  it('sends units comma-separated, with forms, dates and format', () => {
    expect(
      exportQuery(
        {
          ...EMPTY_EXPORT_CHOICE,
          unitIds: [11, 13],
          formIds: [1, 2],
          dateFrom: '2026-01-01',
          dateTo: '2026-02-01',
          format: 'csv',
        },
        4,
      ),
    ).toEqual({
      localeDicId: '4',
      farmId: '11,13',
      formId: '1,2',
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
      format: 'csv',
    });
  });

  it('sends a unit type with its institution type and institution, never beside units', () => {
    const byType = {
      ...EMPTY_EXPORT_CHOICE,
      unitTypeId: 1,
      institutionTypeId: 10,
      institutionId: 101,
      formIds: [3],
    };
    expect(exportQuery(byType, 1)).toEqual({
      localeDicId: '1',
      farmTypeId: '1',
      countryId: '10',
      regionId: '101',
      formId: '3',
      format: 'xlsx',
    });
    expect(exportQuery({ ...byType, unitIds: [11] }, 1)).toEqual({
      localeDicId: '1',
      farmId: '11',
      formId: '3',
      format: 'xlsx',
    });
    // An institution without its institution type is not sent.
    expect(exportQuery({ ...byType, institutionTypeId: null }, 1)).toEqual({
      localeDicId: '1',
      farmTypeId: '1',
      formId: '3',
      format: 'xlsx',
    });
  });

  it('asks for the photos only when they are chosen', () => {
    const choice = { ...EMPTY_EXPORT_CHOICE, unitIds: [11] };
    expect(exportQuery(choice, 1)).not.toHaveProperty('photos');
    expect(exportQuery({ ...choice, format: 'csv', photos: true }, 1)).toEqual({
      localeDicId: '1',
      farmId: '11',
      format: 'csv',
      photos: 'true',
    });
  });
});
