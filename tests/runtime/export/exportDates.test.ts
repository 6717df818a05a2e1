import { dateProblems, isDay, todayUtc } from '@runtime/export/exportDates';

const TODAY = '2026-11-27';

describe('export dates', () => {
  it('take today in UTC, whatever the local time zone', () => {
    expect(todayUtc(new Date('2026-11-27T23:30:00-05:00'))).toBe('2026-11-28');
    expect(todayUtc(new Date('2026-11-28T00:30:00+02:00'))).toBe('2026-11-27');
  });

  it('know a real day from a text that only looks like one', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('27/11/2026')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('accept an open or a closed range up to today', () => {
    expect(dateProblems({ dateFrom: '', dateTo: '' }, TODAY)).toEqual({});
    expect(dateProblems({ dateFrom: '2026-01-01', dateTo: '' }, TODAY)).toEqual({});
    expect(dateProblems({ dateFrom: '', dateTo: TODAY }, TODAY)).toEqual({});
    expect(dateProblems({ dateFrom: TODAY, dateTo: TODAY }, TODAY)).toEqual({});
  });

  it('name a future day, a day that is none, and a start after the end', () => {
    expect(dateProblems({ dateFrom: '2026-11-28', dateTo: '' }, TODAY)).toEqual({ dateFrom: 'future' });
    expect(dateProblems({ dateFrom: '', dateTo: '2027-01-01' }, TODAY)).toEqual({ dateTo: 'future' });
    expect(dateProblems({ dateFrom: '2026-02-30', dateTo: '' }, TODAY)).toEqual({ dateFrom: 'invalid' });
    expect(dateProblems({ dateFrom: '2026-03-02', dateTo: '2026-03-01' }, TODAY)).toEqual({
      dateFrom: 'afterEnd',
    });
    // A future end is named once, on the end; the order is not judged against it.
    expect(dateProblems({ dateFrom: '2026-03-02', dateTo: '2027-03-01' }, TODAY)).toEqual({
      dateTo: 'future',
    });
  });
});
