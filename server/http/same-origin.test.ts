import { SAMPLE_RATE_REQUEST } from '#domain/test-support/sample-parcels.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { OTHER_SITE_MESSAGE } from './same-origin.ts';

const testApp = useTestApp();

let sessionToken: string | undefined;
beforeAll(async () => {
  sessionToken = (await registerAccount(testApp.app)).token;
});

/** A rate quote: a write that answers 200 to anyone it lets through, signed in or not. */
function quote(headers: Record<string, string | undefined>, signedIn = true) {
  const cookies = signedIn && sessionToken ? withSession(sessionToken) : undefined;
  return testApp.app.inject({
    method: 'POST',
    url: '/web/rates',
    payload: SAMPLE_RATE_REQUEST,
    headers,
    cookies,
  });
}

const expectRefused = (response: Awaited<ReturnType<typeof quote>>) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ message: OTHER_SITE_MESSAGE });
};

describe('writes carrying a cookie', () => {
  it('are taken from the portal’s own pages', async () => {
    const response = await quote({ origin: testApp.config.publicUrl });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('are taken from a page at the address the request was sent to (a second name, a dev proxy)', async () => {
    const response = await quote({ origin: 'http://127.0.0.1:5173', host: '127.0.0.1:5173' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ['another site', 'https://evil.example'],
    // The test app's portal is at http://localhost:3000 (PUBLIC_URL's default).
    ['our host over another scheme', 'https://localhost:3000'],
    ['our host on another port', 'http://localhost:4000'],
    ['a sibling on our domain', 'http://shop.localhost:3000'],
    ['an opaque origin', 'null'],
    ['a value that is no origin', 'not a url'],
  ])('are refused from %s', async (_, origin) => {
    expectRefused(await quote({ origin }));
  });

  it('are refused when the Host names the page’s site but the scheme differs', async () => {
    expectRefused(await quote({ origin: 'https://127.0.0.1:5173', host: '127.0.0.1:5173' }));
  });

  it('are taken without an Origin when the browser says Sec-Fetch-Site: same-origin', async () => {
    const response = await quote({ origin: undefined, 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each(['same-site', 'cross-site', 'none'])(
    'are refused without an Origin when Sec-Fetch-Site says %s',
    async (fetchSite) => {
      expectRefused(await quote({ origin: undefined, 'sec-fetch-site': fetchSite }));
    },
  );

  it('are refused with an opaque Origin unless Sec-Fetch-Site vouches for them', async () => {
    expectRefused(await quote({ origin: 'null', 'sec-fetch-site': 'cross-site' }));
    const vouched = await quote({ origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(vouched.statusCode, vouched.body).toBe(200);
  });

  it('are refused when they carry neither Origin nor Sec-Fetch-Site', async () => {
    expectRefused(await quote({ origin: undefined }));
  });
});

describe('writes without a cookie', () => {
  it('are taken from an API client that names no origin (curl, another server)', async () => {
    const response = await quote({ origin: undefined }, false);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('are refused from another site all the same (a login form posted from elsewhere)', async () => {
    expectRefused(await quote({ origin: 'https://evil.example' }, false));
  });
});

describe('reads', () => {
  it('are answered whatever the origin: they change nothing', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/web/auth/session',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('behind a proxy that terminates TLS', () => {
  // A local one: outside production the server answers only this machine's names (and PUBLIC_URL's).
  const fromTheProxy = {
    origin: 'https://127.0.0.1:8443',
    host: '127.0.0.1:8443',
    'x-forwarded-proto': 'https',
  };

  it('believes no X-Forwarded-Proto from a hop it was not told to trust', async () => {
    expectRefused(await quote(fromTheProxy));
  });

  it('takes the scheme the trusted proxy names (TRUST_PROXY)', { timeout: 60_000 }, async () => {
    const node = await createTestApp({ environment: { TRUST_PROXY: '1' } });
    try {
      const account = await registerAccount(node.app);
      const response = await node.app.inject({
        method: 'POST',
        url: '/web/rates',
        payload: SAMPLE_RATE_REQUEST,
        cookies: withSession(account.token),
        headers: fromTheProxy,
      });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      await node.close();
    }
  });
});
