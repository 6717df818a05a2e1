import { displayDateToStored, storedDateToDisplay } from '@engine/answers/format-date';

describe('displayDateToStored', () => {
  it.each([
    ['01/02/2020', '2020-02-01'],
    ['29/02/2020', '2020-02-29'],
    ['31/12/1999', '1999-12-31'],
    ['15/06/2026', '2026-06-15'],
  ])('turns %j (dd/MM/yyyy) into %j (yyyy-MM-dd)', (display, stored) => {
    expect(displayDateToStored(display)).toBe(stored);
  });

  it.each([
    '31/02/2020',
    '29/02/2021',
    '31/04/2020',
    '00/01/2020',
    '01/00/2020',
    '01/13/2020',
    '1/2/2020',
    '01/02/20',
    '2020-02-01',
    '01-02-2020',
    '',
    'abc',
  ])('gives nothing for %j, which is no real date as dd/MM/yyyy', (display) => {
    expect(displayDateToStored(display)).toBeUndefined();
  });
});

describe('storedDateToDisplay', () => {
  it.each([
    ['2020-02-01', '01/02/2020'],
    ['2020-02-29', '29/02/2020'],
    ['1999-12-31', '31/12/1999'],
  ])('turns %j (yyyy-MM-dd) into %j (dd/MM/yyyy)', (stored, display) => {
    expect(storedDateToDisplay(stored)).toBe(display);
  });

  it('shows an impossible stored date in the display form, so the date rule flags it to the user', () => {
    expect(storedDateToDisplay('2020-02-31')).toBe('31/02/2020');
  });

  it.each(['01/02/2020', 'sometime', '', '2020-2-1'])(
    'returns %j, which is no stored date, as it is',
    (stored) => {
      expect(storedDateToDisplay(stored)).toBe(stored);
    },
  );
});
