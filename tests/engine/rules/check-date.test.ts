import { checkDate } from '@engine/rules/check-date';
import { fixtureToday } from '@tests/fixtures/fill-group';

describe('checkDate', () => {
  it.each(['01/01/2020', '29/02/2020', '31/12/1999', '15/06/2026', '14/06/2026', ' 01/02/2020 '])(
    'accepts the real past date %j (today, 15/06/2026, included)',
    (typed) => {
      expect(checkDate(typed, fixtureToday)).toBeUndefined();
    },
  );

  it.each([
    ['31/02/2020', 'a day February does not have'],
    ['29/02/2021', 'the 29th of February of a common year'],
    ['00/01/2020', 'day zero'],
    ['01/13/2020', 'month 13'],
    ['2020-01-01', 'the stored format'],
    ['1/1/2020', 'single-digit day and month'],
    ['01.01.2020', 'dots as separators'],
    ['01/01/20', 'a two-digit year'],
    ['tomorrow', 'words'],
  ])('refuses %j (%s) with INVALID_DATE_FORMAT', (typed) => {
    expect(checkDate(typed, fixtureToday)).toEqual({ key: 'INVALID_DATE_FORMAT' });
  });

  it.each(['16/06/2026', '01/07/2026', '01/01/2027'])(
    'refuses %j, after today, with FUTURE_DATE',
    (typed) => {
      expect(checkDate(typed, fixtureToday)).toEqual({ key: 'FUTURE_DATE' });
    },
  );
});
