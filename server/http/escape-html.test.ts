import { expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

it('escapes the five characters that can end an element or a quoted attribute', () => {
  expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
    '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
  );
});

it('leaves other text as it is', () => {
  expect(escapeHtml('Déjà vu: 100% {ok}')).toBe('Déjà vu: 100% {ok}');
});
