import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';

/** What a submit needs to know: whether a send is under way, whether the values pass, what sends them. */
export interface SubmitOptions {
  /** A send under way: a further submit is ignored (the status may be the form's own). */
  pending?: boolean;
  /** Whether the values pass their rules; if not, nothing is sent. */
  valid: boolean;
  /** Sends the values (or opens the confirmation): called only when valid and not pending. */
  send: () => void;
}

/**
 * The plumbing every form of the runtime shares: which fields' messages to show, the refused submit
 * that moves the focus to the first invalid field, and the pending status of a send.
 *
 * A field's message appears once the user has left it or tried to submit, and from then on follows
 * their typing, so nobody is scolded before they start. After a refused submit the focus goes to the
 * form's first field marked invalid (Fluent's Field marks its control with aria-invalid), so keyboard
 * and screen-reader users land on the message; `focusFirstInvalid: false` keeps the focus where it is.
 */
export function useFormState<F extends string = never>({ focusFirstInvalid: focusing = true } = {}) {
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  // The form last submitted: its fields are marked invalid only once the refusal has rendered.
  const submittedForm = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    submittedForm.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function attempt(): void {
    setAttempted(true);
  }

  return {
    /** Whether the user has tried to submit. */
    attempted,
    /** A send started with `run` is under way. */
    pending,
    /** The field's error, if its message is to be shown yet. */
    shown: <E>(field: F, error: E | undefined): E | undefined =>
      attempted || touched.has(field) ? error : undefined,
    /** The user has left the field: its message shows from now on. */
    touch: (field: F) => setTouched((fields) => (fields.has(field) ? fields : new Set(fields).add(field))),
    attempt,
    /** The form's submit: ignored while pending; otherwise shows every message, then sends or focuses. */
    submit: (
      event: FormEvent<HTMLFormElement>,
      { pending: busy = false, valid, send }: SubmitOptions,
    ): void => {
      event.preventDefault();
      if (busy) return;
      attempt();
      if (!valid) {
        submittedForm.current = event.currentTarget;
        if (focusing) setFocusRequest((count) => count + 1);
        return;
      }
      send();
    },
    /** Runs a send, pending while it lasts. */
    run: async (work: () => Promise<void>): Promise<void> => {
      setPending(true);
      try {
        await work();
      } finally {
        setPending(false);
      }
    },
  };
}
