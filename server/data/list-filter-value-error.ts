/**
 * A list filter whose value does not fit its column (not a whole number, a real day, true or false).
 * The data layer raises it before any query runs; the HTTP layer answers it as VALIDATION_FAILED
 * naming the filter, like any other bad input.
 */
export class ListFilterValueError extends Error {
  constructor(
    /** The line shown under the message, e.g. `filter.number: not a whole number`. */
    readonly detail: string,
  ) {
    super(detail);
  }
}
