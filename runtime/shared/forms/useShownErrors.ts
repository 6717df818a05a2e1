import { useState } from 'react';

/**
 * Which fields' messages to show: a field's message appears once the user has left it or tried to
 * submit, and from then on follows their typing, so nobody is scolded before they start.
 */
export function useShownErrors<F extends string>() {
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [attempted, setAttempted] = useState(false);
  return {
    shown: <E>(field: F, error: E | undefined): E | undefined =>
      attempted || touched.has(field) ? error : undefined,
    touch: (field: F) => setTouched((fields) => (fields.has(field) ? fields : new Set(fields).add(field))),
    attempt: () => setAttempted(true),
  };
}
