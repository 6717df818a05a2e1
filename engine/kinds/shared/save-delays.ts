/** Specification section 9: 1000 ms after a change, 1500 ms for a date, 2200 ms for a long text. */
export const SAVE_DELAY_MS = 1000;
export const DATE_SAVE_DELAY_MS = 1500;
export const TEXT_SAVE_DELAY_MS = 2200;
