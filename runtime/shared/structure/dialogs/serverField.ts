import type { ApiFailure } from '../../api/envelope';

/**
 * The dialog field a refused save names, if any: the reply's `field`, or the field before the colon of
 * its first detail line (`shortName: …`, `body.shortName: …`, `text.2: …`), when the dialog has it.
 */
export function serverField(failure: ApiFailure, fields: readonly string[]): string | undefined {
  if (failure.status !== 400) return undefined;
  const named = [failure.field, ...(failure.details ?? []).map((line) => /^([\w.]+):/.exec(line)?.[1])];
  for (const candidate of named) {
    const field = candidate?.replace(/^body\./, '');
    if (field !== undefined && fields.includes(field)) return field;
  }
  return undefined;
}
