import { checkEmail } from '@engine/access/check-email';
import { useApiQuery } from '../../shared/api/useApiQuery';
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue';
import { emailAvailableCall } from '../accessCalls';

/** The specification's pause after typing before the address is looked up. */
export const EMAIL_CHECK_DELAY_MS = 300;

export type EmailAvailability = 'unknown' | 'checking' | 'available' | 'taken';

/**
 * Whether the typed address is still free, asked 300 ms after the typing stops and only for
 * addresses that pass the e-mail rules (the others already show their own message).
 */
export function useEmailAvailability(email: string): EmailAvailability {
  const typed = email.trim();
  const settled = useDebouncedValue(typed, EMAIL_CHECK_DELAY_MS);
  const checkable = settled !== '' && checkEmail(settled) === undefined;
  const { data, error } = useApiQuery(checkable ? emailAvailableCall(settled) : null);
  if (!checkable || settled !== typed || error) return 'unknown';
  if (!data) return 'checking';
  return data.available ? 'available' : 'taken';
}
