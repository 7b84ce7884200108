import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/seed-demo-data.ts';
import { isCommonPassword } from './common-passwords.ts';

// The rule itself is pinned in domain/auth/common-passwords.test.ts.
describe('isCommonPassword', () => {
  it('judges by the list of common passwords, loaded once', async () => {
    expect(await isCommonPassword('Newpassword1!')).toBe(true);
    expect(await isCommonPassword('password')).toBe(true);
    expect(await isCommonPassword(DEMO_PASSWORD)).toBe(false);
  });
});
