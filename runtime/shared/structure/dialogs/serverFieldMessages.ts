import type { ApiFailure } from '../../api/envelope';

const DETAIL = /^([\w.]+): (.+)$/;

/**
 * The messages a refused save (400) gives the dialog's own fields: each detail line that names one
 * (`code: The text length exceeds…`, `text.2: This field is required`, `body.shortName: …`, as the
 * server's structure refusals and schema checks write them) with its message, or the reply's `field`
 * with its message. Fields the dialog does not have are left to the error dialog.
 */
export function serverFieldMessages(failure: ApiFailure, fields: readonly string[]): Map<string, string> {
  const messages = new Map<string, string>();
  if (failure.status !== 400) return messages;
  for (const line of failure.details ?? []) {
    const [, named = '', message = ''] = DETAIL.exec(line) ?? [];
    const field = named.replace(/^body\./, '');
    if (fields.includes(field) && !messages.has(field)) messages.set(field, message);
  }
  if (failure.field !== undefined && fields.includes(failure.field) && !messages.has(failure.field)) {
    messages.set(failure.field, failure.message);
  }
  return messages;
}
