import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { createClientToken } from './client-tokens.ts';
import { TEST_CARDS, tokenizeWith } from '../../../test-support/sandbox-payments.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A guest's client token, as our clientToken call hands it to the browser. */
const guestClientToken = () =>
  createClientToken(testApp.config.paymentsSandboxSecret, null, new Date());
const tokenize = (card: Record<string, string>) =>
  tokenizeWith(testApp.app, guestClientToken(), card);

describe('the sandbox vendor’s own pages', () => {
  it.each([
    [{ number: '4111 1111 1111 1112' }, 'number'],
    [{ expiry: '01/20' }, 'expiry'],
    [{ cvv: '12' }, 'cvv'],
  ])('refuses to tokenize %o', async (card, field) => {
    const response = await tokenize(card);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(response.body).not.toContain('4111');
  });

  it('names every card field at fault at once', async () => {
    const card = { number: '4111 1111 1111 1112', expiry: '01/20', cvv: '12' };
    const response = await tokenize(card);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please enter a valid card number.',
      field: 'number',
      problems: [
        { field: 'number', message: 'Please enter a valid card number.' },
        { field: 'expiry', message: 'This card has expired.' },
        { field: 'cvv', message: 'Please enter the 3 or 4-digit security code.' },
      ],
    });
  });

  it('refuses a forged or expired client token', async () => {
    const response = await tokenizeWith(testApp.app, 'forged.token', {
      number: TEST_CARDS.approves,
    });
    expect(response.statusCode).toBe(401);
  });

  it('serves the hosted card fields as a labelled page framed only by the portal', async () => {
    const clientToken = guestClientToken();
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/payments/sandbox/hosted-fields?clientToken=${encodeURIComponent(clientToken)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="number">Card number</label>');
    // The page, not the iframe, has the Pay button: the iframe answers its tokenize request.
    expect(page.body).toContain('maplepost-sandbox-tokenize');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Its one script and one style run by this answer's nonces, and nothing inline else.
    const scriptNonce = /<script nonce="([^"]+)">/.exec(page.body)?.[1];
    const styleNonce = /<style nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(policy).toContain(`script-src 'nonce-${scriptNonce}'`);
    expect(policy).toContain(`style-src 'nonce-${styleNonce}'`);
    expect(policy).not.toContain('unsafe-inline');
    const expired = await testApp.app.inject({
      method: 'GET',
      url: '/payments/sandbox/hosted-fields?clientToken=nope',
    });
    expect(expired.statusCode).toBe(401);
  });
});
