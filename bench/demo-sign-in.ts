import { DEMO_PASSWORD } from '#server/demo/seed-demo-data.ts';

const DEMO_EMAIL = 'demo@maplepost.test';

/** The demo customer's session cookie on the portal at `baseUrl`, for pages behind sign-in. */
export async function demoSessionCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/web/auth/login`, {
    method: 'POST',
    // The API accepts cookie-authenticated writes from its own origin only.
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Demo sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
