/**
 * Fewer units than this with a value for an indicator and its average is not shown
 * (REPORT_MIN_AVERAGE_UNITS): with one or two units an "average" would be their own report.
 */
export const DEFAULT_REPORT_MIN_AVERAGE_UNITS = 3;
