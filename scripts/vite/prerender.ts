/**
 * Renders the pages of the route table to HTML after the web app is built, so a visitor's
 * browser shows the page as soon as the HTML arrives and React only takes it over (hydrates,
 * web/main.tsx) once its JS has run; otherwise nothing shows until 150 to 275 KB of JS has
 * downloaded and run (decision 017).
 *
 * web/prerender.tsx is built for Node with the same Vite config (so CSS-module class names
 * match the browser build) and renders each page with react-dom/static. The page's source
 * module, found among that build's chunks, names its stylesheets and JS in the browser build's
 * manifest.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  NOT_FOUND_SAMPLE_PATH,
  prerenderedRoutes,
  prerenderedPageFile,
  type SiteRoute,
} from '../../domain/site/routes.ts';
import { lazyPages, pageModulePreloads, pageStylesheets, readManifest } from '../initial-chunks.ts';
import { prerenderedPageHtml } from './prerender-html.ts';

type RenderPage = (path: string) => Promise<{ html: string; title: string; page: unknown }>;

const SERVER_ENTRY = 'prerender.tsx';

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'maplepost-prerender',
    // Not in the build of web/prerender.tsx for Node, which this starts.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // Before the compressed copies are made (precompress, on closeBundle), so the pages get theirs.
    async writeBundle() {
      const webDir = path.resolve(config.root, config.build.outDir);
      const nodeDir = path.resolve('node_modules/.cache/maplepost-prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: path.join(config.root, SERVER_ENTRY),
          outDir: nodeDir,
          emptyOutDir: true,
          manifest: true,
          sourcemap: false,
          copyPublicDir: false,
        },
      });
      const nodeManifest = readManifest(nodeDir);
      const load = (key: string) =>
        import(pathToFileURL(path.join(nodeDir, nodeManifest[key]!.file)).href) as Promise<
          Record<string, unknown>
        >;
      const { renderPage } = (await load(SERVER_ENTRY)) as { renderPage: RenderPage };
      const pageModules = await Promise.all(
        lazyPages(nodeManifest, SERVER_ENTRY).map(async (key) => ({
          key,
          module: await load(key),
        })),
      );
      /** The source of a page component, such as features/home/home-page.tsx: the chunk exporting it. */
      const pageSource = (page: unknown) => {
        const found = pageModules.find(({ module }) => Object.values(module).includes(page));
        if (!found) throw new Error('a rendered page is in none of the page chunks');
        return found.key;
      };

      const browserManifest = readManifest(webDir);
      const template = readFileSync(path.join(webDir, 'index.html'), 'utf8');
      const pages: { path: string; route?: SiteRoute }[] = [
        ...prerenderedRoutes().map((route) => ({ path: route, route })),
        { path: NOT_FOUND_SAMPLE_PATH },
      ];
      for (const { path: pagePath, route } of pages) {
        const { html, title, page } = await renderPage(pagePath);
        const source = pageSource(page);
        const stylesheets = pageStylesheets(browserManifest, source).map((file) => ({
          href: `/${file}`,
          css: readFileSync(path.join(webDir, file), 'utf8'),
        }));
        const modulePreloads = pageModulePreloads(browserManifest, source).map(
          (file) => `/${file}`,
        );
        const file = path.join(webDir, prerenderedPageFile(route));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(
          file,
          prerenderedPageHtml(template, { html, title, stylesheets, modulePreloads }),
        );
      }
    },
  };
}
