import { tokenLifetimeMs } from './tokenLifetime';

/** A token and when it expires on this device's clock (undefined: unknown, so never renewed). */
export interface HeldToken {
  token: string;
  expiresAt: number | undefined;
}

/** What a renewal call answers: a new token, or the HTTP status of its failure (0: no network). */
export type RenewalResult = { ok: true; token: string } | { ok: false; status: number };

export interface SessionRenewalOptions {
  now: () => number;
  /** The session's current token (sessionStorage), or undefined when nobody is logged in. */
  current: () => HeldToken | undefined;
  /** Asks the server for a new token of the session. */
  renew: (token: string) => Promise<RenewalResult>;
  /** Keeps the new token (received at `now()`). */
  store: (token: string) => void;
  /** The server refused the session (401), or its token expired unrenewed: back to the login. */
  ended: () => void;
}

export interface SessionRenewal {
  /** The user typed, clicked, touched or scrolled. */
  noteInput(): void;
  /** The token a secured call is about to send, renewed first when it is near its end: API activity. */
  freshToken(): Promise<string | undefined>;
  /** Renews a token near its end if the user was active since it was issued; ends an expired one. */
  check(): Promise<void>;
}

/** How often the apps run `check()` (timers of hidden tabs may run only once a minute). */
export const RENEWAL_CHECK_MS = 10_000;

/** Renewal starts this long before expiry: a fifth of the lifetime (3 of 15 minutes), at least 30 s. */
export function renewalMargin(lifetimeMs: number): number {
  return Math.max(30_000, lifetimeMs / 5);
}

/** After a failed renewal (no network, an older backend without the call), wait before trying again. */
export const RETRY_AFTER_FAILURE_MS = 30_000;

/**
 * Keeps a short-lived token alive while the user is active (OWASP: short tokens, renewal, an idle
 * timeout). Input or API activity since the token was issued renews it in the last fifth of its life;
 * a token that reaches its end unrenewed (no activity for a whole lifetime) ends the session here too,
 * so an unattended screen returns to the login; without a network an active user keeps working past
 * the token's end until the server can be asked again. A refused renewal (401: logged out elsewhere, password
 * changed, deactivated) ends the session at once; one that failed otherwise keeps the current token
 * and tries again later (proxy mode: the older backend has no renewal, its tokens live long).
 */
export function createSessionRenewal(options: SessionRenewalOptions): SessionRenewal {
  let lastActivity = Number.NEGATIVE_INFINITY;
  let retryAt = Number.NEGATIVE_INFINITY;
  /** The last renewal found no network: the token could not be renewed, through no fault of the user. */
  let unreachable = false;
  let inFlight: Promise<void> | undefined;

  function renew(token: string): Promise<void> {
    inFlight ??= options
      .renew(token)
      .then((result) => {
        unreachable = !result.ok && result.status === 0;
        if (result.ok) options.store(result.token);
        else if (result.status === 401) options.ended();
        else retryAt = options.now() + RETRY_AFTER_FAILURE_MS;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  async function check(): Promise<void> {
    if (inFlight) return inFlight;
    const held = options.current();
    const lifetime = held && tokenLifetimeMs(held.token);
    if (!held || held.expiresAt === undefined || lifetime === undefined) return;
    const now = options.now();
    const due = now >= held.expiresAt - renewalMargin(lifetime) && now >= retryAt;
    if (now >= held.expiresAt) {
      // Filling without a network (issue 19): a user still at work keeps the screen, their answers
      // waiting on the device; once the network is back the server refuses the expired token and the
      // login follows, after which the answers are sent. An idle one returns to the login as ever.
      const workingOffline = unreachable && now - lastActivity < lifetime;
      if (!workingOffline) options.ended();
      else if (due) await renew(held.token);
      return;
    }
    const activeSinceIssued = lastActivity >= held.expiresAt - lifetime;
    if (due && activeSinceIssued) await renew(held.token);
  }

  return {
    noteInput() {
      const now = options.now();
      // Scrolling fires many events a second; one check a second is plenty.
      const checkedRecently = now - lastActivity < 1000;
      lastActivity = now;
      if (!checkedRecently) void check();
    },
    async freshToken() {
      lastActivity = options.now();
      await check();
      return options.current()?.token;
    },
    check,
  };
}
