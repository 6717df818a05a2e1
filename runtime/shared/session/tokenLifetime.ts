/**
 * How long a bearer token lives, from its own `iat` and `exp` claims (read, not verified: the server
 * verifies). Measured as a duration, so a device whose clock is wrong still renews in time.
 * Undefined for a token that is no JWT or names no lifetime (an older backend's, in proxy mode).
 */
export function tokenLifetimeMs(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const { iat, exp } = claims as { iat?: unknown; exp?: unknown };
    if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= iat) return undefined;
    return (exp - iat) * 1000;
  } catch {
    return undefined;
  }
}

/** When a token received at `receivedAt` (this device's clock) expires; undefined when unknown. */
export function tokenExpiresAt(token: string, receivedAt: number): number | undefined {
  const lifetime = tokenLifetimeMs(token);
  return lifetime === undefined ? undefined : receivedAt + lifetime;
}
