import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Seals and opens secrets the server must show again later, under one key of the server's. */
export type SecretSealer = {
  seal(secret: string): string;
  open(sealed: string): string;
};

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * AES-256-GCM under the SHA-256 of `keyText` (any length of key text gives a 256-bit key): each
 * sealed value is `v1.<iv>.<tag>.<ciphertext>` in base64url, a fresh random IV each time, and the
 * tag makes a value altered or sealed under another key fail to open instead of opening wrong.
 */
export function createSecretSealer(keyText: string): SecretSealer {
  const key = createHash('sha256').update(keyText).digest();
  return {
    seal(secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
        throw new Error('Not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
