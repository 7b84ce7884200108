/**
 * Builds the floor page (main.tsx) with the product's own Vite settings (aliases, chunking,
 * Mantine's per-component stylesheets, compressed copies) into the folder FLOOR_OUT_DIR names:
 * it is not part of the product build. Its HTML is rendered at build time (render.tsx), as the
 * site's pages are. bench/lighthouse.ts builds it.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import {
  build,
  defineConfig,
  type ConfigEnv,
  type Plugin,
  type ResolvedConfig,
  type UserConfig,
} from 'vite';
import { mantineComponentStyles } from '../../scripts/vite/mantine-component-styles.ts';
import { precompress } from '../../scripts/vite/precompress.ts';
import productConfig from '../../vite.config.ts';

export default defineConfig((env: ConfigEnv): UserConfig => {
  const product = productConfig(env) as UserConfig;
  const outDir = process.env.FLOOR_OUT_DIR;
  if (!outDir) throw new Error('FLOOR_OUT_DIR names the folder the floor page is built into');
  return {
    ...product,
    root: 'bench/floor',
    publicDir: path.resolve('web/public'),
    // The product's plugins, with the floor's own rendering at build time.
    plugins: [react(), mantineComponentStyles(), prerenderFloor(), precompress()],
    build: { ...product.build, outDir, emptyOutDir: true, manifest: false },
  };
});

/** Puts render.tsx's HTML into the built index.html, before the compressed copies are made. */
function prerenderFloor(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'maplepost-floor-prerender',
    // Not in the build of render.tsx for Node, which this starts.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      // Inside the project, where Node finds the packages the render build leaves out.
      const nodeDir = path.resolve('node_modules/.cache/maplepost-floor-render');
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: path.join(config.root, 'render.tsx'),
            outDir: nodeDir,
            emptyOutDir: true,
            sourcemap: false,
            copyPublicDir: false,
          },
        });
        const entry = readdirSync(nodeDir).find((file) => file.startsWith('render.'));
        if (!entry) throw new Error(`the floor's render build wrote no render.js in ${nodeDir}`);
        const { renderFloor } = (await import(pathToFileURL(path.join(nodeDir, entry)).href)) as {
          renderFloor: () => Promise<string>;
        };
        const html = await renderFloor();
        const indexFile = path.join(config.build.outDir, 'index.html');
        const page = readFileSync(indexFile, 'utf8').replace(
          '<div id="root"></div>',
          () => `<div id="root">${html}</div>`,
        );
        writeFileSync(indexFile, page);
      } finally {
        rmSync(nodeDir, { recursive: true, force: true });
      }
    },
  };
}
