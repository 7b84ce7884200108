import { describe, expect, it } from 'vitest';
import { createSecretSealer } from './sealed-secrets.ts';

describe('sealed secrets', () => {
  const sealer = createSecretSealer('a key of the server, at least thirty-two characters');

  it('opens what it sealed, and never holds the secret in the clear', () => {
    const sealed = sealer.seal('whsec_abc123');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('abc123');
    expect(sealer.open(sealed)).toBe('whsec_abc123');
  });

  it('seals the same secret differently each time', () => {
    expect(sealer.seal('same')).not.toBe(sealer.seal('same'));
  });

  it('refuses a value sealed under another key or altered', () => {
    const sealed = sealer.seal('whsec_abc123');
    expect(() => createSecretSealer('another key').open(sealed)).toThrow();
    const [version, iv, tag, ciphertext] = sealed.split('.');
    const altered = `${ciphertext!.startsWith('A') ? 'B' : 'A'}${ciphertext!.slice(1)}`;
    expect(() => sealer.open([version, iv, tag, altered].join('.'))).toThrow();
    expect(() => sealer.open('plain text')).toThrow();
  });
});
