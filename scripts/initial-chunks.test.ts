import { describe, expect, it } from 'vitest';
import { initialChunks } from './initial-chunks.ts';

describe('initialChunks', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    'home.tsx': { file: 'assets/home.js', imports: ['_vendor.js', '_shared.js'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
    'faq.tsx': { file: 'assets/faq.js' },
    'style.css': { file: 'assets/style.css' },
  };

  it('follows static imports once each and leaves other routes out', () => {
    expect(initialChunks(manifest, ['index.html', 'home.tsx'])).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/home.js',
      'assets/shared.js',
    ]);
  });

  it('names an entry the build does not have', () => {
    expect(() => initialChunks(manifest, ['missing.tsx'])).toThrow('"missing.tsx" is not in the build manifest');
  });
});
