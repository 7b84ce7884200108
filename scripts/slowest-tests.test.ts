import path from 'node:path';
import type { JSONReport } from '@playwright/test/reporter';
import { describe, expect, it } from 'vitest';
import type { JsonTestResults } from 'vitest/node';
import { playwrightTimings, slowestLines, vitestTimings } from './slowest-tests.ts';

describe('slowest tests of a run', () => {
  it('names Vitest tests by file and describe blocks, and times files from start to end', () => {
    const report = {
      testResults: [
        {
          name: path.resolve('server/app.test.ts'),
          startTime: 1_000,
          endTime: 4_500,
          assertionResults: [
            { ancestorTitles: ['GET /healthz'], title: 'answers 200', duration: 120 },
            { ancestorTitles: [], title: 'was skipped', duration: null },
          ],
        },
      ],
    } as unknown as JsonTestResults;

    expect(vitestTimings(report)).toEqual({
      tests: [
        { name: 'server/app.test.ts > GET /healthz > answers 200', milliseconds: 120 },
        { name: 'server/app.test.ts > was skipped', milliseconds: 0 },
      ],
      files: [{ name: 'server/app.test.ts', milliseconds: 3_500 }],
    });
  });

  it('finds Playwright tests in nested suites, per project, adding up a retried test', () => {
    const spec = (title: string, projectName: string, durations: number[]) => ({
      title,
      file: 'home.spec.ts',
      tests: [{ projectName, results: durations.map((duration) => ({ duration })) }],
    });
    const report = {
      suites: [
        {
          specs: [spec('loads', 'desktop', [2_000])],
          suites: [{ specs: [spec('menu', 'phone', [30_000, 9_000])] }],
        },
      ],
    } as unknown as JSONReport;

    expect(playwrightTimings(report)).toEqual([
      { name: '[desktop] home.spec.ts > loads', milliseconds: 2_000 },
      { name: '[phone] home.spec.ts > menu (2 attempts)', milliseconds: 39_000 },
    ]);
  });

  it('lists the slowest first, as many as asked', () => {
    const timed = [
      { name: 'quick', milliseconds: 40 },
      { name: 'slow', milliseconds: 12_340 },
      { name: 'middle', milliseconds: 900 },
    ];

    expect(slowestLines(timed, 2)).toEqual(['   12.3 s  slow', '    0.9 s  middle']);
  });
});
