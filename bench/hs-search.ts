/**
 * `npm run bench:hs-search`: HS code search on the full HS 2022 table (HS_NOMENCLATURE_FILE, or
 * where the server looks for it; it is never committed, decision 031). Prints the time to
 * read and index the table, each query's p50 and p99 over RUNS runs straight from memory, and
 * GET /web/customs/hs-codes end to end through app.inject (routing, validation, serialisation).
 * A benchmark, not a test: it exits 0 whatever the figures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseHsNomenclature } from '../server/customs/nomenclature.ts';
import { searchHsCodes } from '../server/customs/index.ts';
import { SHOP_PRODUCTS } from '../server/test-support/customs-products.ts';
import { createTestApp } from '../server/test-support/test-app.ts';
import { percentile } from './address-corpus/scoring.ts';
import { defaultHsNomenclatureFile } from '../server/config.ts';

const RUNS = 1000;
const INJECTED_RUNS = 200;
const table = process.env['HS_NOMENCLATURE_FILE'] || defaultHsNomenclatureFile();
if (!existsSync(table)) {
  console.log(`No HS table at ${table}: set HS_NOMENCLATURE_FILE to UN Comtrade's HS CSV.`);
  process.exit(0);
}

// What people type: the products of the tests, digits, prefixes half typed, and nothing found.
const QUERIES = [
  ...SHOP_PRODUCTS.slice(0, 22).map((product) => product.typed),
  '6109',
  '6109.10',
  '85',
  'co',
  'cotton t',
  'stainless st',
  'qwzrtx',
  'wool or fine animal hair',
];

const text = readFileSync(table, 'utf8');
const loadStarted = performance.now();
const nomenclature = parseHsNomenclature(text);
const loadMs = performance.now() - loadStarted;
console.log(
  `${table}: ${nomenclature.subheadings.length} subheadings, ${nomenclature.words.length} words indexed in ${loadMs.toFixed(1)} ms (read not counted, first call in the process)`,
);

const format = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
const allTimes: number[] = [];
console.log(`\nsearchHsCodes, ${RUNS} runs each (p50 / p99):`);
for (const query of QUERIES) {
  const times: number[] = [];
  let matches = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    matches = searchHsCodes(nomenclature, query).matches.length;
    times.push(performance.now() - started);
  }
  allTimes.push(...times);
  times.sort((a, b) => a - b);
  console.log(
    `  ${JSON.stringify(query).padEnd(28)} ${String(matches).padStart(2)} matches  ${format(percentile(times, 0.5))} / ${format(percentile(times, 0.99))}`,
  );
}
allTimes.sort((a, b) => a - b);
console.log(
  `  all ${QUERIES.length} queries: p50 ${format(percentile(allTimes, 0.5))}, p99 ${format(percentile(allTimes, 0.99))}, max ${format(allTimes.at(-1)!)}`,
);

const testApp = await createTestApp({ environment: { HS_NOMENCLATURE_FILE: table } });
const injected: number[] = [];
for (let run = 0; run < INJECTED_RUNS; run += 1) {
  for (const query of QUERIES) {
    const started = performance.now();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/web/customs/hs-codes',
      query: { q: query },
      // Each call from its own address, so the per-IP rate limit never answers.
      remoteAddress: `10.0.${(run * QUERIES.length) >> 8}.${run % 256}`,
    });
    injected.push(performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`${query}: ${response.statusCode} ${response.body}`);
  }
}
injected.sort((a, b) => a - b);
console.log(
  `\nGET /web/customs/hs-codes through app.inject, ${INJECTED_RUNS} x ${QUERIES.length} calls: p50 ${format(percentile(injected, 0.5))}, p99 ${format(percentile(injected, 0.99))}`,
);
await testApp.close();
