import { describe, expect, it } from 'vitest';
import {
  developmentBuildSources,
  initialChunks,
  pageModulePreloads,
  pageStylesheets,
  routeInitialChunks,
} from './initial-chunks.ts';

describe('initialChunks', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    'home.tsx': { file: 'assets/home.js', imports: ['_vendor.js', '_shared.js'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
    'faq.tsx': { file: 'assets/faq.js' },
    'style.css': { file: 'assets/style.css' },
  };

  it('follows static imports once each, each chunk after its imports, and leaves other routes out', () => {
    expect(initialChunks(manifest, ['index.html', 'home.tsx'])).toEqual([
      'assets/vendor.js',
      'assets/index.js',
      'assets/shared.js',
      'assets/home.js',
    ]);
  });

  it('names an entry the build does not have', () => {
    expect(() => initialChunks(manifest, ['missing.tsx'])).toThrow(
      '"missing.tsx" is not in the build manifest',
    );
  });
});

describe('routeInitialChunks', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      imports: ['_react.js'],
      dynamicImports: [
        'features/home/home-page.tsx',
        'app/side-menu/side-menu.tsx',
        'features/new/new-page.tsx',
      ],
    },
    '_react.js': { file: 'assets/react.js' },
    'features/home/home-page.tsx': {
      file: 'assets/home-page.js',
      src: 'features/home/home-page.tsx',
      imports: ['_button.js'],
      dynamicImports: ['_xlsx.js'],
    },
    '_button.js': { file: 'assets/button.js' },
    '_xlsx.js': { file: 'assets/xlsx.js' },
    'app/side-menu/side-menu.tsx': {
      file: 'assets/side-menu.js',
      src: 'app/side-menu/side-menu.tsx',
    },
    'features/new/new-page.tsx': { file: 'assets/new-page.js', src: 'features/new/new-page.tsx' },
  };

  it('gives every page the entry lazily loads, a new one too, with the entry and their static imports', () => {
    expect(routeInitialChunks(manifest)).toEqual([
      {
        page: 'features/home/home-page.tsx',
        files: ['assets/react.js', 'assets/index.js', 'assets/button.js', 'assets/home-page.js'],
      },
      {
        page: 'features/new/new-page.tsx',
        files: ['assets/react.js', 'assets/index.js', 'assets/new-page.js'],
      },
    ]);
  });

  it('refuses a build whose entry loads no page lazily, rather than checking nothing', () => {
    expect(() => routeInitialChunks({ 'index.html': { file: 'assets/index.js' } })).toThrow(
      '"index.html" loads no page lazily',
    );
  });
});

describe('what a page rendered at build time links and inlines', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      imports: ['_mantine.js'],
      dynamicImports: ['app/side-menu/side-menu.tsx', 'features/faq/faq-page.tsx'],
      css: ['assets/index.css'],
    },
    '_mantine.js': { file: 'assets/mantine.js', css: ['assets/button.css'] },
    'app/side-menu/side-menu.tsx': {
      file: 'assets/side-menu.js',
      src: 'app/side-menu/side-menu.tsx',
      imports: ['_mantine.js'],
      css: ['assets/side-menu.css'],
    },
    'features/faq/faq-page.tsx': {
      file: 'assets/faq-page.js',
      src: 'features/faq/faq-page.tsx',
      imports: ['_mantine.js', '_accordion.js'],
      dynamicImports: ['features/faq/search.tsx'],
      css: ['assets/faq-page.css'],
    },
    '_accordion.js': { file: 'assets/accordion.js', css: ['assets/accordion.css'] },
    'features/faq/search.tsx': {
      file: 'assets/search.js',
      imports: ['_mantine.js', '_input.js'],
      dynamicImports: ['features/faq/faq-page.tsx'],
      css: ['assets/search.css'],
    },
    '_input.js': { file: 'assets/input.js', css: ['assets/input.css'] },
  };

  it("inlines the entry's, the lazy shell parts', the page's and its lazy parts' stylesheets, each after those of its imports, once", () => {
    expect(pageStylesheets(manifest, 'features/faq/faq-page.tsx')).toEqual([
      'assets/button.css',
      'assets/index.css',
      'assets/side-menu.css',
      'assets/accordion.css',
      'assets/faq-page.css',
      'assets/input.css',
      'assets/search.css',
    ]);
  });

  it('preloads the JS of the page that the entry does not already load', () => {
    expect(pageModulePreloads(manifest, 'features/faq/faq-page.tsx')).toEqual([
      'assets/accordion.js',
      'assets/faq-page.js',
    ]);
  });
});

describe('developmentBuildSources', () => {
  it("finds React Router's development folder and React's development files, whatever the path before node_modules", () => {
    const sources = [
      '../../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs',
      '../../node_modules/react-router/dist/production/chunk-IAM5GYT3.mjs',
      '/app/node_modules/react-dom/cjs/react-dom-client.development.js',
      '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
      '../../web/features/development/page.tsx',
    ];
    expect(developmentBuildSources(sources)).toEqual([
      '../../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs',
      '/app/node_modules/react-dom/cjs/react-dom-client.development.js',
    ]);
  });
});
