import { useEffect, useMemo } from 'react';
import { apiContract } from '@schemas/contract/index';
import { API_BASE } from '../api/apiCall';
import { isRecord } from '../api/guards';
import { useSession } from './sessionContext';
import {
  createSessionRenewal,
  RENEWAL_CHECK_MS,
  type RenewalResult,
  type SessionRenewal,
} from './sessionRenewal';
import { readSessionUser, withToken } from './sessionUser';

/** This device's clock: token expiries are measured on it from the moment a token arrives. */
const deviceClock = () => Date.now();

/** What counts as the user being active besides the API calls. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** POST secured/user/session/renew, straight through fetch: the API client itself waits for renewals. */
async function renewOnServer(token: string): Promise<RenewalResult> {
  try {
    const response = await fetch(`${API_BASE}${apiContract.renewSession.path}`, {
      method: apiContract.renewSession.method,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    const reply: unknown = await response.json().catch(() => undefined);
    const data = isRecord(reply) && reply.success === true && isRecord(reply.data) ? reply.data : undefined;
    if (response.ok && typeof data?.token === 'string' && data.token !== '')
      return { ok: true, token: data.token };
    return { ok: false, status: response.ok ? 0 : response.status };
  } catch {
    return { ok: false, status: 0 };
  }
}

/**
 * The session's token renewal (see sessionRenewal.ts) for one app: watches the user's input, checks
 * every few seconds, stores renewed tokens and calls `ended` when the session is over.
 */
export function useSessionRenewal(ended: () => void): SessionRenewal {
  const { startSession } = useSession();
  const renewal = useMemo(
    () =>
      createSessionRenewal({
        now: deviceClock,
        current: () => {
          const user = readSessionUser();
          return user ? { token: user.token, expiresAt: user.tokenExpiresAt } : undefined;
        },
        renew: renewOnServer,
        store: (token) => {
          const user = readSessionUser();
          if (user) startSession(withToken(user, token));
        },
        ended,
      }),
    [startSession, ended],
  );
  useEffect(() => {
    const onInput = () => renewal.noteInput();
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { passive: true, capture: true });
    const timer = window.setInterval(() => void renewal.check(), RENEWAL_CHECK_MS);
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
      window.clearInterval(timer);
    };
  }, [renewal]);
  return renewal;
}
