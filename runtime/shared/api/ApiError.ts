import type { ApiFailure } from './envelope';

/** SWR learns of failures by a thrown error; this one carries the API's failure along. */
export class ApiError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiError';
    this.failure = failure;
  }
}
