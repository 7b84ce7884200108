/**
 * Bundle budget: the JavaScript a browser downloads to show the home page (the entry chunk,
 * the home route's lazy chunk and everything they import statically) must stay within
 * 150 KB gzip. Run after `npm run build`; prints the figures and exits 1 over budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialChunks, type Manifest } from './initial-chunks.ts';

const BUDGET_BYTES = 150 * 1024;
const HOME_ROUTE_MODULE = 'features/home/home-page.tsx';

const distDir = path.resolve('dist/web');
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

const files = initialChunks(manifest, ['index.html', HOME_ROUTE_MODULE]);
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(distDir, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  initial JS of the home page (gzip), budget ${BUDGET_BYTES / 1024} KB`);
if (total > BUDGET_BYTES) {
  console.error('Over the bundle budget: move heavy code out of the entry or the home page chunk.');
  process.exit(1);
}
