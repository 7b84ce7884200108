import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('stores argon2id with the OWASP parameters and a per-password salt', async () => {
    const first = await hashPassword('Granite-Harbour-42!');
    const second = await hashPassword('Granite-Harbour-42!');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Granite-Harbour-42!');
    expect(await verifyPassword(stored, 'Granite-Harbour-42!')).toBe(true);
    expect(await verifyPassword(stored, 'granite-harbour-42!')).toBe(false);
  });

  it('answers false without a stored hash (unknown email)', async () => {
    expect(await verifyPassword(undefined, 'Granite-Harbour-42!')).toBe(false);
  });
});
