import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies } from './precompress.ts';

describe('compressedCopies', () => {
  it('gives a brotli and a gzip copy that unpack to the file', () => {
    const script = Buffer.from('export const greeting = "Maplepost";\n'.repeat(50));
    const copies = Object.fromEntries(
      compressedCopies(script).map(({ extension, data }) => [extension, data]),
    );
    expect(Object.keys(copies)).toEqual(['.br', '.gz']);
    expect(brotliDecompressSync(copies['.br']!)).toEqual(script);
    expect(gunzipSync(copies['.gz']!)).toEqual(script);
  });

  it('leaves out a copy no smaller than the file', () => {
    expect(compressedCopies(Buffer.from('x'))).toEqual([]);
  });
});
