import { describe, expect, it } from 'vitest';
import { prerenderedPageHtml } from './prerender-html.ts';

// As Vite writes web/index.html into the build.
const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Maplepost</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const page = {
  html: '<main><h1>Track a Parcel</h1></main>',
  title: 'Tracking · Maplepost',
  stylesheets: [
    { href: '/assets/index-3.css', css: '.a{color:red}' },
    { href: '/assets/tracking-page-5.css', css: '.b{color:blue}' },
  ],
  modulePreloads: ['/assets/tracking-page-4.js'],
};

describe('prerenderedPageHtml', () => {
  it("puts the page in #root, names it, inlines its stylesheets in place of the entry's link (naming them for Vite's loader), and holds its code, the page's JS too, for after the first paint", () => {
    expect(prerenderedPageHtml(template, page)).toBe(`<!doctype html>
<html lang="en">
  <head>
    <title>Tracking · Maplepost</title>
    <link rel="stylesheet" crossorigin href="/assets/index-3.css" disabled>
    <link rel="stylesheet" crossorigin href="/assets/tracking-page-5.css" disabled>
    <style>.a{color:red}
.b{color:blue}</style>
    <template id="app-code"><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-2.js"><link rel="modulepreload" crossorigin href="/assets/tracking-page-4.js"></template>
  </head>
  <body>
    <div id="root"><main><h1>Track a Parcel</h1></main></div>
  </body>
</html>
`);
  });

  it('escapes the title and takes the markup as it is, $ signs too', () => {
    const html = prerenderedPageHtml(template, {
      ...page,
      title: 'Q&A <FAQ>',
      html: '<p>$100 of insurance, $& more</p>',
    });
    expect(html).toContain('<title>Q&amp;A &lt;FAQ&gt;</title>');
    expect(html).toContain('<div id="root"><p>$100 of insurance, $& more</p></div>');
  });

  it('refuses a stylesheet that would end the <style> element early', () => {
    expect(() =>
      prerenderedPageHtml(template, {
        ...page,
        stylesheets: [{ href: '/assets/a.css', css: '.a::after{content:"</style>"}' }],
      }),
    ).toThrow('a stylesheet contains </style');
  });

  it('refuses a template without an empty #root, which would leave the page out', () => {
    expect(() => prerenderedPageHtml(template.replace('<div id="root"></div>', ''), page)).toThrow(
      'index.html has no empty <div id="root"></div>',
    );
  });
});
