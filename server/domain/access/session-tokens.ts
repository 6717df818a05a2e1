import { jwtVerify, SignJWT } from 'jose';

/** What a bearer token says: whose it is and which login session it belongs to. */
export interface TokenClaims {
  userId: number;
  sessionId: string;
}

export interface SessionTokens {
  /** A token for the session, valid until `expiresAt` (issued at `now`). */
  issue(claims: TokenClaims, now: Date, expiresAt: Date): Promise<string>;
  /** The claims of a well-signed token unexpired at `now`; undefined for anything else. */
  verify(token: string, now: Date): Promise<TokenClaims | undefined>;
}

const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * HS256 bearer tokens carrying only the user id (`sub`) and the session id (`sid`); the account and
 * whether the session is still live are read from the database on every request. A token without a
 * session id (issued before sessions were kept) is refused: its holder logs in again.
 */
export function sessionTokens(secret: string): SessionTokens {
  // Imported once, on first use: given the raw secret, jose imports it again for every token it signs
  // or checks (every secured request). A secret WebCrypto refuses fails each call as jose would.
  let imported: Promise<CryptoKey> | undefined;
  const keyOf = () =>
    (imported ??= crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  return {
    issue: async ({ userId, sessionId }, now, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt(seconds(now))
        .setExpirationTime(seconds(expiresAt))
        .sign(await keyOf()),
    verify: async (token, now) => {
      try {
        // A token without an expiry would be valid forever: every claim we issue is required.
        const { payload } = await jwtVerify(token, await keyOf(), {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'sid', 'iat', 'exp'],
          currentDate: now,
        });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isInteger(userId) || userId <= 0) return undefined;
        if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return undefined;
        return { userId, sessionId };
      } catch {
        return undefined;
      }
    },
  };
}
