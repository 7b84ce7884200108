/**
 * Puts a page rendered at build time into the built index.html: its markup in #root, its name in
 * <title>, its stylesheets inline (so the first paint waits on no stylesheet request) and a
 * modulepreload for each of its JS files (so hydration does not wait a round trip for the page's
 * chunk). Pure string work on Vite's own output, checked by prerender-html.test.ts.
 *
 * The page's code (Vite's module script and modulepreload links, and the page's own) waits in
 * <template id="app-code">, whose content the browser does not fetch: index.html's inline
 * script asks for it once the page has painted, so the first paint shares the connection with
 * nothing (the page's controls stay disabled meanwhile, web/ui/disabled-until-hydrated.tsx).
 *
 * Each inlined stylesheet is also named by a disabled <link>, which the browser does not fetch:
 * Vite's loader of lazy chunks adds a chunk's stylesheets unless a <link> names them, and a
 * second copy of a stylesheet added after the inline ones would change which of two equally
 * specific rules wins (a Mantine component's own display over a page's).
 */

export type PrerenderedPage = {
  /** The app's markup, from react-dom/static. */
  html: string;
  title: string;
  /** The page's stylesheets, in the order they apply: URL path and text. */
  stylesheets: { href: string; css: string }[];
  /** URL paths of the page's JS files that the entry does not already preload. */
  modulePreloads: string[];
};

const ROOT = '<div id="root"></div>';
// Vite links the entry's stylesheet; its rules come inline instead, with the page's.
const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*>/g;
const APP_CODE = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;
const TITLE = /<title>[^<]*<\/title>/;

export function prerenderedPageHtml(template: string, page: PrerenderedPage): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT}`);
  if (!TITLE.test(template)) throw new Error('index.html has no <title>');
  const css = page.stylesheets.map((stylesheet) => stylesheet.css).join('\n');
  // A stylesheet cannot hold "</style" but in a string or comment; refused rather than escaped.
  if (css.toLowerCase().includes('</style')) throw new Error('a stylesheet contains </style');
  const appCode = [
    ...[...template.matchAll(APP_CODE)].map(([, tag]) => tag),
    ...page.modulePreloads.map(
      (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`,
    ),
  ];
  const inlined = page.stylesheets.map(
    ({ href }) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" disabled>`,
  );
  const head = [
    ...inlined,
    `<style>${css}</style>`,
    `<template id="app-code">${appCode.join('')}</template>`,
  ].join('\n    ');
  return template
    .replace(STYLESHEET_LINK, '')
    .replace(APP_CODE, '')
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>`);
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
