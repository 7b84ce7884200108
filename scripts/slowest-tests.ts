/**
 * `tsx scripts/slowest-tests.ts REPORT.json...`: the ten slowest tests of each JSON report that
 * Vitest (`--reporter=json`) or Playwright (its `json` reporter) wrote, and Vitest's ten slowest
 * files (a file's own set-up, such as a database, is in no test's time). `.ci/run` prints them
 * at the end of a run, so a test that grows slow shows before the run does. A report that is
 * missing (its stage failed before it was written) is named and skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import type { JsonTestResults } from 'vitest/node';

export type Timed = { name: string; milliseconds: number };

const SHOWN = 10;

/** Vitest's tests, named `file > describe > title`, and its files, each with its duration. */
export function vitestTimings(report: JsonTestResults): { tests: Timed[]; files: Timed[] } {
  const relative = (file: string) => path.relative(process.cwd(), file);
  return {
    tests: report.testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({
        name: [relative(file.name), ...test.ancestorTitles, test.title].join(' > '),
        milliseconds: test.duration ?? 0,
      })),
    ),
    files: report.testResults.map((file) => ({
      name: relative(file.name),
      milliseconds: file.endTime - file.startTime,
    })),
  };
}

/**
 * Playwright's tests, one per project (desktop, phone), named `[project] file > title`; a retried
 * test counts every attempt, which the name says, since the run waited for them all.
 */
export function playwrightTimings(report: JSONReport): Timed[] {
  const fromSuite = (suite: JSONReportSuite): Timed[] => [
    ...suite.specs.flatMap((spec) =>
      spec.tests.map((test) => {
        const retries = test.results.length > 1 ? ` (${test.results.length} attempts)` : '';
        return {
          name: `[${test.projectName}] ${spec.file} > ${spec.title}${retries}`,
          milliseconds: test.results.reduce((sum, result) => sum + result.duration, 0),
        };
      }),
    ),
    ...(suite.suites ?? []).flatMap(fromSuite),
  ];
  return report.suites.flatMap(fromSuite);
}

/** The `count` slowest of `timed`, slowest first, one line each: seconds, then the name. */
export function slowestLines(timed: Timed[], count = SHOWN): string[] {
  return [...timed]
    .sort((a, b) => b.milliseconds - a.milliseconds)
    .slice(0, count)
    .map(({ name, milliseconds }) => `${(milliseconds / 1000).toFixed(1).padStart(7)} s  ${name}`);
}

function printReport(file: string): void {
  if (!existsSync(file)) {
    console.log(`\n${file}: not written (its stage did not finish)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as JsonTestResults | JSONReport;
  const print = (title: string, timed: Timed[]) =>
    console.log(`\n${title} (${file})\n${slowestLines(timed).join('\n')}`);
  if ('testResults' in report) {
    const { tests, files } = vitestTimings(report);
    print(`The ${SHOWN} slowest Vitest tests`, tests);
    print(`The ${SHOWN} slowest Vitest files`, files);
  } else {
    print(`The ${SHOWN} slowest Playwright tests`, playwrightTimings(report));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const file of process.argv.slice(2)) printReport(file);
}
