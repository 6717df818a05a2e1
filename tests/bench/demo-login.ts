import { DEMO_PASSWORD } from '@server/data/seed/demo-data';

/** Signs a demo account in on a running server and gives its bearer token (the benchmarks' callers). */
export async function tokenOf(url: string, email: string): Promise<string> {
  const reply = await fetch(`${url}/api/user/login/web`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body: unknown = await reply.json();
  if (typeof body === 'object' && body !== null && 'data' in body) {
    const { data } = body;
    if (typeof data === 'object' && data !== null && 'token' in data && typeof data.token === 'string')
      return data.token;
  }
  throw new Error(`Login of ${email} failed: ${reply.status} ${JSON.stringify(body)}`);
}
