import type { ExportChoice } from './exportChoice';

/** What is wrong with a day of the range: not a day, after today, or (the start) after the end. */
export type DateProblem = 'invalid' | 'future' | 'afterEnd';

export interface DateProblems {
  dateFrom?: DateProblem;
  dateTo?: DateProblem;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today as `YYYY-MM-DD` in UTC: the server counts whole UTC days of the creation dates. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whether `text` is a day of the calendar written `YYYY-MM-DD` (no 31 February). */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, year = '', month = '', day = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().slice(0, 10) === text;
}

function problemOf(day: string, today: string): DateProblem | undefined {
  if (day === '') return undefined;
  if (!isDay(day)) return 'invalid';
  return day > today ? 'future' : undefined;
}

/**
 * The date range's problems (specification section 5): each day a real day and not after today;
 * the start not after the end. Empty days are fine: the range is then open on that side.
 */
export function dateProblems(choice: Pick<ExportChoice, 'dateFrom' | 'dateTo'>, today: string): DateProblems {
  const problems: DateProblems = {};
  const from = problemOf(choice.dateFrom, today);
  const to = problemOf(choice.dateTo, today);
  if (from) problems.dateFrom = from;
  else if (choice.dateFrom !== '' && choice.dateTo !== '' && !to && choice.dateFrom > choice.dateTo)
    problems.dateFrom = 'afterEnd';
  if (to) problems.dateTo = to;
  return problems;
}
