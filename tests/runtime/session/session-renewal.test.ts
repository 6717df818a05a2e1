import {
  createSessionRenewal,
  RETRY_AFTER_FAILURE_MS,
  type HeldToken,
  type RenewalResult,
} from '@runtime/shared/session/sessionRenewal';
import { tokenExpiresAt, tokenLifetimeMs } from '@runtime/shared/session/tokenLifetime';

const MINUTE = 60_000;

/** An unsigned token with the server's claims (the app reads them, never checks the signature). */
function jwt(lifetimeMs: number, extra = ''): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const iat = 1_900_000_000;
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '7', sid: `s${extra}`, iat, exp: iat + lifetimeMs / 1000 })}.sig`;
}

/** A renewal over a clock moved by hand, a held token and a canned server. */
function harness(
  answer: (token: string) => RenewalResult | Promise<RenewalResult> = () => ({
    ok: true,
    token: jwt(15 * MINUTE, 'renewed'),
  }),
) {
  let now = 0;
  let held: HeldToken | undefined = { token: jwt(15 * MINUTE), expiresAt: 15 * MINUTE };
  const renewCalls: string[] = [];
  const ended = vi.fn();
  const renewal = createSessionRenewal({
    now: () => now,
    current: () => held,
    renew: async (token) => {
      renewCalls.push(token);
      return answer(token);
    },
    store: (token) => {
      held = { token, expiresAt: tokenExpiresAt(token, now) };
    },
    ended: () => {
      held = undefined;
      ended();
    },
  });
  return {
    renewal,
    renewCalls,
    ended,
    held: () => held,
    setHeld: (next: HeldToken | undefined) => (held = next),
    advance: (ms: number) => (now += ms),
  };
}

describe('token lifetime', () => {
  it('is read from the token’s own claims, and unknown for anything that is not such a token', () => {
    expect(tokenLifetimeMs(jwt(15 * MINUTE))).toBe(15 * MINUTE);
    expect(tokenExpiresAt(jwt(15 * MINUTE), 1000)).toBe(1000 + 15 * MINUTE);
    for (const opaque of ['jwt-token', 'a.b.c', '', 'x.e30.y'])
      expect(tokenLifetimeMs(opaque)).toBeUndefined();
  });
});

describe('session renewal', () => {
  it('renews a token near its end when the user typed since it was issued, and keeps the new one', async () => {
    const h = harness();
    h.advance(2 * MINUTE);
    h.renewal.noteInput();
    // Renewal is due in the last fifth of the lifetime: from 12 minutes on.
    h.advance(9 * MINUTE);
    await h.renewal.check();
    expect(h.renewCalls).toHaveLength(0);
    h.advance(1 * MINUTE);
    await h.renewal.check();
    expect(h.renewCalls).toHaveLength(1);
    expect(h.held()?.token).toBe(jwt(15 * MINUTE, 'renewed'));
    expect(h.held()?.expiresAt).toBe(27 * MINUTE);
  });

  it('renews before an API call near the end, and sends the new token (API activity counts)', async () => {
    const h = harness();
    h.advance(13 * MINUTE);
    expect(await h.renewal.freshToken()).toBe(jwt(15 * MINUTE, 'renewed'));
    expect(h.renewCalls).toEqual([jwt(15 * MINUTE)]);
  });

  it('does not renew an idle user’s token, and ends the session when it expires', async () => {
    const h = harness();
    h.advance(14 * MINUTE);
    await h.renewal.check();
    expect(h.renewCalls).toHaveLength(0);
    expect(h.ended).not.toHaveBeenCalled();
    h.advance(1 * MINUTE);
    await h.renewal.check();
    expect(h.ended).toHaveBeenCalledTimes(1);
    expect(h.renewCalls).toHaveLength(0);
  });

  it('ends the session at once when the server refuses the renewal (401)', async () => {
    const h = harness(() => ({ ok: false, status: 401 }));
    h.advance(13 * MINUTE);
    await h.renewal.freshToken();
    expect(h.ended).toHaveBeenCalledTimes(1);
  });

  it('keeps the token when the renewal fails otherwise (offline, an older backend), and tries again later', async () => {
    const h = harness(() => ({ ok: false, status: 404 }));
    const first = h.held();
    h.advance(12.5 * MINUTE);
    expect(await h.renewal.freshToken()).toBe(first?.token);
    expect(await h.renewal.freshToken()).toBe(first?.token);
    expect(h.renewCalls).toHaveLength(1);
    h.advance(RETRY_AFTER_FAILURE_MS);
    await h.renewal.freshToken();
    expect(h.renewCalls).toHaveLength(2);
    expect(h.ended).not.toHaveBeenCalled();
  });

  it('keeps an active user working past the token’s end while renewals find no network, and ends it once the server refuses', async () => {
    let network = false;
    const h = harness(() => (network ? { ok: false, status: 401 } : { ok: false, status: 0 }));
    h.advance(12.5 * MINUTE);
    await h.renewal.freshToken();
    expect(h.renewCalls).toHaveLength(1);
    // Still typing offline, an hour later: the screen stays, renewals are tried every 30 s.
    for (let minute = 0; minute < 60; minute += 1) {
      h.advance(MINUTE);
      h.renewal.noteInput();
      await h.renewal.check();
    }
    expect(h.ended).not.toHaveBeenCalled();
    expect(h.renewCalls.length).toBeGreaterThan(30);
    // Back online: the server refuses the expired token, and the login follows.
    network = true;
    h.advance(RETRY_AFTER_FAILURE_MS);
    await h.renewal.freshToken();
    expect(h.ended).toHaveBeenCalledTimes(1);
  });

  it('ends an idle user’s expired session even without a network', async () => {
    const h = harness(() => ({ ok: false, status: 0 }));
    h.advance(12.5 * MINUTE);
    await h.renewal.freshToken();
    // Nothing typed for a whole token lifetime.
    h.advance(15 * MINUTE);
    await h.renewal.check();
    expect(h.ended).toHaveBeenCalledTimes(1);
  });

  it('sends one renewal for calls made at the same time', async () => {
    let release: (result: RenewalResult) => void = () => undefined;
    const h = harness(() => new Promise<RenewalResult>((resolve) => (release = resolve)));
    h.advance(13 * MINUTE);
    const calls = [h.renewal.freshToken(), h.renewal.freshToken(), h.renewal.freshToken()];
    release({ ok: true, token: jwt(15 * MINUTE, 'once') });
    expect(new Set(await Promise.all(calls))).toEqual(new Set([jwt(15 * MINUTE, 'once')]));
    expect(h.renewCalls).toHaveLength(1);
  });

  it('never renews a token whose lifetime it cannot read, nor when nobody is logged in', async () => {
    const h = harness();
    h.setHeld({ token: 'jwt-token', expiresAt: undefined });
    h.advance(20 * MINUTE);
    h.renewal.noteInput();
    expect(await h.renewal.freshToken()).toBe('jwt-token');
    h.setHeld(undefined);
    expect(await h.renewal.freshToken()).toBeUndefined();
    expect(h.renewCalls).toHaveLength(0);
    expect(h.ended).not.toHaveBeenCalled();
  });
});
