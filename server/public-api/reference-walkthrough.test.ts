import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiExamples, curlCommand, type ApiExample } from '#domain/public-api/examples.ts';
import { setKeyCommand } from '#domain/public-api/key-variable.ts';
import { OPENAPI_PATH } from '#domain/public-api/paths.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { startShellSession, type ShellSession } from '../test-support/shell-session.ts';
import {
  accountWithKeyAndSavedCard,
  EXAMPLE_NAMES,
  expectDocumentedAnswer,
  operationsOf,
  type OpenApiDocument,
} from '../test-support/public-api.ts';

/**
 * The reference page's examples as a reader uses them: a fresh account that followed the page's
 * getting started (a shipping key, and a card saved when paying on the website), and every
 * example pasted in the page's order into one bash session, where the real curl calls the app
 * listening on a port. Each must answer its documented success, and pass on what it keeps.
 */

let testApp: TestApp;
let origin: string;
let home: string;
let shell: ShellSession;
let document: OpenApiDocument;
/** The examples as the page shows them to a reader of the site at `origin`. */
let examples: Record<string, ApiExample>;

// curl reads ~/.curlrc: it adds the answer's status and type on standard error, so the test
// sees them without the pasted commands being any different from the page's.
const CURL_RC = 'write-out = "%{stderr}answered %{http_code} %{content_type}\\n"\n';

beforeAll(async () => {
  testApp = await createTestApp();
  origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  document = (await testApp.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
  examples = apiExamples({ origin, now: testApp.now() });
  home = await mkdtemp(join(tmpdir(), 'maplepost-walkthrough-'));
  await writeFile(join(home, '.curlrc'), CURL_RC);
  shell = startShellSession(home, { PATH: process.env['PATH'], HOME: home, LANG: 'C.UTF-8' });
  const account = await accountWithKeyAndSavedCard(testApp.app);
  await shell.paste(setKeyCommand(account.key));
});

afterAll(async () => {
  shell.close();
  await testApp.close();
  await rm(home, { recursive: true, force: true });
});

/** What curl said of the answer, from the line the ~/.curlrc above adds. */
function answerOf(stderr: string) {
  const match = /answered (\d{3}) (\S*)/.exec(stderr);
  expect(match, stderr).not.toBeNull();
  return { statusCode: Number(match![1]), contentType: match![2]! };
}

const fieldOf = (json: string, field: string) =>
  (JSON.parse(json) as Record<string, unknown>)[field];

// An upload's job starts within a second: ten seconds of reading it again is plenty.
const READS_UNTIL_DONE = 50;
const READ_AGAIN_AFTER_MS = 200;

/** Pastes the example's command, again while the answer is not yet what it waits `until`. */
async function pasteExample(example: ApiExample) {
  for (let read = 1; ; read += 1) {
    const printed = await shell.paste(curlCommand(example, origin));
    const { until } = example;
    if (!until || fieldOf(printed.stdout, until.field) === until.value) return printed;
    if (read === READS_UNTIL_DONE) return printed;
    await new Promise((resolve) => setTimeout(resolve, READ_AGAIN_AFTER_MS));
  }
}

describe('the reference page’s examples, pasted in order into a terminal', () => {
  it.each(EXAMPLE_NAMES)('%s answers its success', async (name) => {
    const example = examples[name]!;
    const printed = await pasteExample(example);
    const { statusCode, contentType } = answerOf(printed.stderr);
    expect(statusCode, printed.stdout).toBe(example.status);
    const { operation } = operationsOf(document).find((entry) => entry.name === name)!;
    const savedTo = /-o (\S+)/.exec(curlCommand(example, origin))?.[1];
    const body = savedTo ? await readFile(join(home, savedTo), 'latin1') : printed.stdout;
    if (savedTo) expect(body.startsWith('%PDF-'), `${savedTo} is a PDF`).toBe(true);
    expectDocumentedAnswer(operation, {
      statusCode,
      headers: { 'content-type': contentType },
      body,
    });
    if (example.until) expect(fieldOf(body, example.until.field)).toBe(example.until.value);
    if (example.keeps) {
      const { variable, field } = example.keeps;
      const kept = await shell.paste(`printf '%s' "$${variable}"`);
      expect(kept.stdout).toBe(fieldOf(body, field));
    }
  });
});
