import type { RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, moves the focus to the form's first field marked invalid, so keyboard and
 * screen-reader users land on the message. Fluent's Field marks its control with aria-invalid.
 */
export function useFocusFirstInvalid(): [RefObject<HTMLFormElement | null>, () => void] {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  return [formRef, () => setRequest((count) => count + 1)];
}
