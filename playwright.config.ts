import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// One folder per port, so two runs on different ports never share a database or a server build.
const dataDir = `.e2e-data/${port}`;
const serverDir = `dist/e2e-server/${port}`;

export default defineConfig({
  testDir: 'e2e',
  // Per port, like the database: two runs side by side must not delete each other's traces.
  outputDir: `test-results/${port}`,
  // Generous limits: on CI's shared two-core machine a step that takes 2 s alone has taken 15 to
  // 20 s, and a signed-in page's first data past 10 s. A real fault still fails, only later.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  workers: 2,
  // On CI's two cores a page can starve past a timeout now and then; one retry, which the
  // report names as flaky, keeps such a stall from failing the run. A real fault fails twice.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace of every test costs CI about a sixth of its browser-test time (three
    // specs: 85 s with, 77 s without, farm-bench medians); the retry of a failure records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; browsers cannot be downloaded on this network.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    // Tests tagged @phone run at phone width too; @phone-only ones (the mobile menu) only there.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      grepInvert: /@phone-only/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      grep: /@phone/,
    },
  ],
  webServer: {
    // The compiled server, as production runs it, built at every run from the code as it is
    // (esbuild: a few seconds), so no run tests an older build. It starts on less CPU than tsx,
    // which compiles the TypeScript as it loads it. Without --liftoff-only, which saves memory,
    // not time (decision 020). A fresh embedded database for every run, so tests never see
    // yesterday's data.
    command: `npm run build:server -- ${serverDir} && rm -rf ${dataDir} && node --enable-source-maps ${serverDir}/main.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      HOST: '127.0.0.1',
      // The hand-typed sample: CI has no copy of the full HS table (decision 031).
      HS_NOMENCLATURE_FILE: 'server/test-support/hs-nomenclature/hs-nomenclature.sample.csv',
      // A hundred rows take 2 s or more, so the progress bar is seen between 0 and 100
      // however fast the machine (e2e/bulk-progress.spec.ts).
      BULK_ROW_PAUSE_MS: '20',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
