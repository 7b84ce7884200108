/**
 * Page performance: builds the web app, starts the portal on a fresh embedded database and
 * runs Lighthouse (mobile preset, simulated slow 4G and CPU slowdown) three times on each page
 * below in Debian's Chromium, signed in where the page needs it. Prints the median scores and
 * metrics per page and exits 1 when a page misses a goal. Beside them, from a traced load of its
 * own, the steadier CPU blocking at 4x of main-thread-blocking.ts.
 * Usage: npm run bench:lighthouse [-- runs]   (CHROMIUM_PATH overrides /usr/bin/chromium)
 * For finding where a page's time goes: LIGHTHOUSE_PAGES=/shipping,/login audits only those
 * pages, and LIGHTHOUSE_REPORTS=some/folder keeps each run's whole report there as JSON.
 * To compare across machines: the preset slows the CPU 4x whatever the machine, so a faster
 * machine (a higher benchmark index) scores better on the same code. LIGHTHOUSE_CPU_SLOWDOWN=6
 * slows it 6x instead, as Lighthouse's docs/throttling.md advises for calibrating to a device.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { SiteRoutes } from '#domain/site/routes.ts';
import {
  connectToChromium,
  measureMainThreadBlocking,
  MOBILE_CPU_SLOWDOWN,
} from './main-thread-blocking.ts';
import { demoSessionCookie } from './demo-sign-in.ts';
import { median } from './median.ts';
import { run, startPortal } from './portal.ts';

const runs = Number(process.argv[2] ?? 3);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const allPages = [
  { route: SiteRoutes.home, signedIn: false },
  { route: SiteRoutes.shipping, signedIn: false },
  { route: SiteRoutes.tracking, signedIn: false },
  { route: SiteRoutes.login, signedIn: false },
  { route: SiteRoutes.dashboard, signedIn: true },
  { route: SiteRoutes.bulkShipment, signedIn: true },
];
const chosenRoutes = process.env.LIGHTHOUSE_PAGES?.split(',');
const unknownRoutes = chosenRoutes?.filter(
  (route) => !allPages.some((page) => page.route === route),
);
if (unknownRoutes?.length) {
  throw new Error(
    `LIGHTHOUSE_PAGES names pages the bench does not audit: ${unknownRoutes.join(', ')}`,
  );
}
const pages = allPages.filter(({ route }) => !chosenRoutes || chosenRoutes.includes(route));
const cpuSlowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? MOBILE_CPU_SLOWDOWN);
if (!(cpuSlowdown >= 1)) {
  throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be a number of at least 1, not ${cpuSlowdown}`);
}
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
if (reportsDir) mkdirSync(reportsDir, { recursive: true });

const goals = { performance: 95, accessibility: 100, bestPractices: 100, cls: 0.05 };

// Read off the runs, for the figures' heading: the same code scores differently in another
// browser or on another machine (docs/benchmarks.md).
let lighthouseVersion = '';

type Figures = {
  /** Lighthouse's measure of this machine's CPU: its simulation does not scale by it. */
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The steadier measure of main-thread-blocking.ts, from a load of its own. */
  cpuBlockingMs: number;
};

await run('npm', ['run', 'build']).done;
const portal = await startPortal();
const baseUrl = portal.baseUrl;
const chromium = await launchChromium();
// The browser's full version (its user agent gives the major one only).
const { Browser: browserVersion } = (await fetch(
  `http://127.0.0.1:${chromium.port}/json/version`,
).then((response) => response.json())) as { Browser: string };
try {
  const cookie = await demoSessionCookie(baseUrl);
  const tracingBrowser = await connectToChromium(chromium.port);
  const results: { route: string; median: Figures }[] = [];
  for (const { route, signedIn } of pages) {
    const figures: Figures[] = [];
    for (let attempt = 0; attempt < runs; attempt++) {
      const report = `${route.slice(1) || 'home'}-${attempt + 1}.json`;
      const url = `${baseUrl}${route}`;
      const lighthouseFigures = await audit(url, signedIn ? { Cookie: cookie } : {}, report);
      const cpuBlockingMs = await measureMainThreadBlocking(
        tracingBrowser,
        url,
        signedIn ? cookie : undefined,
        cpuSlowdown,
      );
      figures.push({ ...lighthouseFigures, cpuBlockingMs });
    }
    results.push({ route, median: medianOf(figures) });
  }
  await tracingBrowser.close();
  print(results);
  if (!results.every(({ median }) => meetsGoals(median))) process.exitCode = 1;
} finally {
  chromium.process.kill();
  await portal.stop();
}

async function audit(
  url: string,
  extraHeaders: Record<string, string>,
  reportName: string,
): Promise<Omit<Figures, 'cpuBlockingMs'>> {
  const result = await lighthouse(url, {
    port: chromium.port,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    extraHeaders,
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (reportsDir) writeFileSync(path.join(reportsDir, reportName), JSON.stringify(result.lhr));
  const { categories, audits, environment } = result.lhr;
  lighthouseVersion = result.lhr.lighthouseVersion;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    benchmarkIndex: environment.benchmarkIndex,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** Each figure's own median over the runs (three runs: the middle one). */
function medianOf(figures: Figures[]): Figures {
  const medianOfKey = (key: keyof Figures) => median(figures.map((figure) => figure[key]));
  return {
    benchmarkIndex: medianOfKey('benchmarkIndex'),
    performance: medianOfKey('performance'),
    accessibility: medianOfKey('accessibility'),
    bestPractices: medianOfKey('bestPractices'),
    lcpMs: medianOfKey('lcpMs'),
    tbtMs: medianOfKey('tbtMs'),
    cls: medianOfKey('cls'),
    cpuBlockingMs: medianOfKey('cpuBlockingMs'),
  };
}

function meetsGoals(figures: Figures): boolean {
  return (
    figures.performance >= goals.performance &&
    figures.accessibility >= goals.accessibility &&
    figures.bestPractices >= goals.bestPractices &&
    figures.cls < goals.cls
  );
}

function print(results: { route: string; median: Figures }[]) {
  const benchmarkIndex = median(results.map(({ median }) => median.benchmarkIndex));
  console.log(
    `\nLighthouse ${lighthouseVersion}, ${browserVersion}, benchmark index ` +
      `${Math.round(benchmarkIndex)}; ${runs} runs per page, mobile preset` +
      `${cpuSlowdown === MOBILE_CPU_SLOWDOWN ? '' : ` with the CPU slowed ${cpuSlowdown}x`}, medians:\n`,
  );
  console.log(
    `| page | performance | accessibility | best practices | LCP | TBT | CLS | CPU blocking at ${cpuSlowdown}x |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { route, median } of results) {
    const cells = [
      route,
      median.performance,
      median.accessibility,
      median.bestPractices,
      `${(median.lcpMs / 1000).toFixed(1)} s`,
      `${Math.round(median.tbtMs)} ms`,
      median.cls.toFixed(3),
      `${Math.round(median.cpuBlockingMs)} ms`,
    ];
    console.log(`| ${cells.join(' | ')} |${meetsGoals(median) ? '' : ' below goal'}`);
  }
  console.log(
    `\nGoals: performance ≥ ${goals.performance}, accessibility ${goals.accessibility}, ` +
      `best practices ${goals.bestPractices}, CLS < ${goals.cls}. CPU blocking at ${cpuSlowdown}x: ` +
      `the blocking time of the page's own main-thread CPU time times ${cpuSlowdown} ` +
      `(bench/main-thread-blocking.ts).`,
  );
}

/** Headless Chromium with its DevTools port, which Lighthouse drives. */
async function launchChromium(): Promise<{ process: ChildProcess; port: number }> {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'maplepost-lighthouse-profile-'));
  const child = spawn(chromiumPath, [
    '--headless=new',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--remote-debugging-port=0',
    `--user-data-dir=${profileDir}`,
    'about:blank',
  ]);
  child.on('exit', () => rmSync(profileDir, { recursive: true, force: true }));
  // Chromium names the port it chose on stderr: "DevTools listening on ws://127.0.0.1:PORT/...".
  const devToolsPort = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (data: Buffer) => {
      output += data.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  return { process: child, port: devToolsPort };
}
