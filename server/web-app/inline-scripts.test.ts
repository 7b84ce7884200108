import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

describe('inlineScriptSources', () => {
  it("gives each inline script's hash, as the browser computes it over the script's exact text", () => {
    const script = '\n  window.appStarted = false;\n';
    const html = `<head><script>${script}</script><script type="module" src="/assets/index.js"></script></head>`;
    expect(inlineScriptSources(html)).toEqual([`'sha256-${sha256(script)}'`]);
  });

  it('gives nothing for a page without inline scripts', () => {
    expect(inlineScriptSources('<!doctype html><title>Maplepost</title>')).toEqual([]);
  });
});
