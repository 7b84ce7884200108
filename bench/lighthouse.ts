/**
 * Page performance: builds the web app, starts the portal on a fresh embedded database and
 * runs Lighthouse (mobile preset, simulated slow 4G and CPU slowdown) three times on each page
 * below in Debian's Chromium, signed in where the page needs it. Beside them, from a traced load
 * of its own, the steadier CPU blocking at 4x of main-thread-blocking.ts. The same for the floor:
 * the same stack with nothing on it (bench/floor/, built apart from the product), against
 * which each page's TBT and CPU blocking are given as ratios. Prints the median scores and
 * metrics per page and exits 1 when a page misses a goal.
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
import { serveFloor } from './floor/serve.ts';
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

// Issue 37: what a page itself costs, measured against the floor, whatever the machine.
const goals = { tbtOverFloor: 1.5, lcpMs: 2500, cls: 0.05, accessibility: 100, bestPractices: 100 };

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
const floorDir = mkdtempSync(path.join(tmpdir(), 'maplepost-floor-'));
await run('npx', ['vite', 'build', '--config', 'bench/floor/vite.config.ts'], {
  FLOOR_OUT_DIR: floorDir,
}).done;
const floor = await serveFloor(floorDir);
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
  /** The median figures of `runs` loads of `url`, with the cookie if given. */
  const measure = async (url: string, reportPrefix: string, sessionCookie?: string) => {
    const figures: Figures[] = [];
    for (let attempt = 0; attempt < runs; attempt++) {
      const report = `${reportPrefix}-${attempt + 1}.json`;
      const headers: Record<string, string> = sessionCookie ? { Cookie: sessionCookie } : {};
      const lighthouseFigures = await audit(url, headers, report);
      const cpuBlockingMs = await measureMainThreadBlocking(
        tracingBrowser,
        url,
        sessionCookie,
        cpuSlowdown,
      );
      figures.push({ ...lighthouseFigures, cpuBlockingMs });
    }
    return medianOf(figures);
  };
  const floorFigures = await measure(`${floor.baseUrl}/`, 'floor');
  const results: { route: string; median: Figures }[] = [];
  for (const { route, signedIn } of pages) {
    const median = await measure(
      `${baseUrl}${route}`,
      route.slice(1) || 'home',
      signedIn ? cookie : undefined,
    );
    results.push({ route, median });
  }
  await tracingBrowser.close();
  print(results, floorFigures);
  if (!results.every(({ median }) => meetsGoals(median, floorFigures))) process.exitCode = 1;
} finally {
  chromium.process.kill();
  floor.close();
  rmSync(floorDir, { recursive: true, force: true });
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

function meetsGoals(figures: Figures, floorFigures: Figures): boolean {
  return (
    figures.tbtMs <= goals.tbtOverFloor * floorFigures.tbtMs &&
    figures.lcpMs < goals.lcpMs &&
    figures.cls < goals.cls &&
    figures.accessibility >= goals.accessibility &&
    figures.bestPractices >= goals.bestPractices
  );
}

/** `value` as a multiple of the floor's, such as "1.3x". */
function timesFloor(value: number, floorValue: number): string {
  return floorValue > 0 ? `${(value / floorValue).toFixed(1)}x` : '—';
}

function print(results: { route: string; median: Figures }[], floorFigures: Figures) {
  const benchmarkIndex = median(results.map(({ median }) => median.benchmarkIndex));
  console.log(
    `\nLighthouse ${lighthouseVersion}, ${browserVersion}, benchmark index ` +
      `${Math.round(benchmarkIndex)}; ${runs} runs per page, mobile preset` +
      `${cpuSlowdown === MOBILE_CPU_SLOWDOWN ? '' : ` with the CPU slowed ${cpuSlowdown}x`}, medians:\n`,
  );
  console.log(
    '| page | performance | accessibility | best practices | LCP | CLS | TBT | TBT ÷ floor ' +
      `| CPU blocking at ${cpuSlowdown}x | ÷ floor |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const rows = [{ route: 'floor', median: floorFigures }, ...results];
  for (const { route, median } of rows) {
    const cells = [
      route,
      median.performance,
      median.accessibility,
      median.bestPractices,
      `${(median.lcpMs / 1000).toFixed(1)} s`,
      median.cls.toFixed(3),
      `${Math.round(median.tbtMs)} ms`,
      timesFloor(median.tbtMs, floorFigures.tbtMs),
      `${Math.round(median.cpuBlockingMs)} ms`,
      timesFloor(median.cpuBlockingMs, floorFigures.cpuBlockingMs),
    ];
    const missed = route !== 'floor' && !meetsGoals(median, floorFigures);
    console.log(`| ${cells.join(' | ')} |${missed ? ' below goal' : ''}`);
  }
  console.log(
    `\nFloor: the same stack with the site's header and footer and no data (bench/floor/). ` +
      `Goals: TBT ≤ ${goals.tbtOverFloor}x the floor's, LCP < ${goals.lcpMs / 1000} s, ` +
      `CLS < ${goals.cls}, accessibility ${goals.accessibility}, best practices ` +
      `${goals.bestPractices}. CPU blocking at ${cpuSlowdown}x: the blocking time of the page's ` +
      `own main-thread CPU time times ${cpuSlowdown} (bench/main-thread-blocking.ts).`,
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
