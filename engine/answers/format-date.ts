import { format, isValid, parse } from 'date-fns';

const DISPLAY = 'dd/MM/yyyy';
const STORED = 'yyyy-MM-dd';
const REFERENCE = new Date(2000, 0, 1);

/** dd/MM/yyyy (as typed) → yyyy-MM-dd (as stored), or undefined when it is not a real date. */
export function displayDateToStored(display: string): string | undefined {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(display)) return undefined;
  const date = parse(display, DISPLAY, REFERENCE);
  return isValid(date) ? format(date, STORED) : undefined;
}

/**
 * yyyy-MM-dd (as stored) → dd/MM/yyyy (as shown); other text is returned as it is. Stored dates were
 * checked when saved, so this only reorders the parts (it runs for every date of a group on load).
 */
export function storedDateToDisplay(stored: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(stored);
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : stored;
}
