import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSigningSecret, signatureHeader, verifySignature } from './signature.ts';

const secret = 'whsec_test-secret';
const body = '{"id":"evt_1","type":"shipment.created"}';
const at = new Date('2026-11-27T12:00:00Z');

describe('webhook signatures', () => {
  it('signs t and the hex HMAC-SHA256 of "<t>.<body>", as a receiver computes it', () => {
    const header = signatureHeader(secret, body, at);
    const t = at.getTime() / 1000;
    const hex = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(header).toBe(`t=${t},v1=${hex}`);
  });

  it('verifies its own signature within the tolerance, either side of the clock', () => {
    const header = signatureHeader(secret, body, at);
    expect(verifySignature(secret, body, header, { now: at })).toBe(true);
    expect(verifySignature(secret, body, header, { now: new Date(at.getTime() + 300_000) })).toBe(
      true,
    );
    expect(verifySignature(secret, body, header, { now: new Date(at.getTime() - 300_000) })).toBe(
      true,
    );
  });

  it('refuses a signature older or newer than the tolerance', () => {
    const header = signatureHeader(secret, body, at);
    expect(verifySignature(secret, body, header, { now: new Date(at.getTime() + 301_000) })).toBe(
      false,
    );
    expect(
      verifySignature(secret, body, header, {
        now: new Date(at.getTime() + 60_000),
        toleranceSeconds: 30,
      }),
    ).toBe(false);
  });

  it('refuses another body, another secret and malformed headers', () => {
    const header = signatureHeader(secret, body, at);
    const options = { now: at };
    expect(verifySignature(secret, `${body} `, header, options)).toBe(false);
    expect(verifySignature('whsec_other', body, header, options)).toBe(false);
    for (const malformed of [undefined, '', 't=abc,v1=00', `v1=${'0'.repeat(64)}`, 't=1,t=2']) {
      expect(verifySignature(secret, body, malformed, options)).toBe(false);
    }
  });

  it('accepts any of several v1 signatures, as when a secret is rolled', () => {
    const header = signatureHeader(secret, body, at);
    const other = signatureHeader('whsec_old', body, at).split(',')[1];
    expect(verifySignature(secret, body, `${header},${other}`, { now: at })).toBe(true);
  });

  it('makes secrets that start whsec_ and differ each time', () => {
    const one = createSigningSecret();
    expect(one).toMatch(/^whsec_[\w-]{43}$/);
    expect(createSigningSecret()).not.toBe(one);
  });
});
