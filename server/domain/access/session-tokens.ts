import { jwtVerify, SignJWT } from 'jose';

export interface SessionTokens {
  issue(userId: number): Promise<string>;
  /** The user id of a valid, unexpired token; undefined for anything else. */
  verify(token: string): Promise<number | undefined>;
}

/** HS256 bearer tokens carrying only the user id; everything else is read fresh from the database. */
export function sessionTokens(secret: string, hours: number): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${hours}h`)
        .sign(key),
    verify: async (token) => {
      try {
        // A token without an expiry would be valid forever: every claim we issue is required.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        const userId = Number(payload.sub);
        return Number.isInteger(userId) && userId > 0 ? userId : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
