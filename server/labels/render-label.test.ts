import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFallbackFont } from './fallback-font.ts';
import { LABEL_SIZE, renderLabel } from './render-label.ts';
import { pageSizes } from '../test-support/pdf-text.ts';
import { awkwardLabel, crossBorderLabel, sampleLabel, twentyItemLabel } from '../test-support/labels.ts';

const run = promisify(execFile);

describe('renderLabel', () => {
  it('renders a PDF of one 4 x 6 in page', async () => {
    const pdf = await renderLabel(sampleLabel, null);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageSizes(pdf)).toEqual([`0 0 ${LABEL_SIZE.width} ${LABEL_SIZE.height}`]);
  });

  it('renders overlong, accented, Chinese and emoji text on the same single page', async () => {
    const pdf = await renderLabel(awkwardLabel, null);
    expect(pageSizes(pdf)).toEqual(['0 0 288 432']);
  });

  it('renders without the optional parts and with blank remarks', async () => {
    const bare = {
      ...sampleLabel,
      sender: { ...sampleLabel.sender, company: '', unitNumber: undefined },
      recipient: { ...sampleLabel.recipient, company: undefined, phone: '' },
      remarks: '  \n ',
    };
    expect(pageSizes(await renderLabel(bare, null))).toHaveLength(1);
  });

  it('adds a 4 x 6 in customs page after the label of a parcel that crosses the border', async () => {
    const pdf = await renderLabel(crossBorderLabel, null);
    expect(pageSizes(pdf)).toEqual(['0 0 288 432', '0 0 288 432']);
  });

  it('flows 20 customs items onto a second 4 x 6 in customs page', async () => {
    const pdf = await renderLabel(twentyItemLabel, null);
    expect(pageSizes(pdf)).toEqual(Array(3).fill('0 0 288 432'));
  });
});

// Printed text and barcodes are read back the way people and scanners read them: rendered to
// pixels or text by poppler-utils, decoded by zbar-tools, Chinese drawn in a system CJK font.
const fallbackFont = findFallbackFont(undefined);
const missing = [
  ...['pdftoppm', 'pdftotext', 'zbarimg'].filter((tool) => spawnSync(tool, ['-v']).error),
  ...(fallbackFont ? [] : ['a CJK font']),
];
const printedTitle = missing.length
  ? `the printed label (SKIPPED: install ${missing.join(', ')}, from poppler-utils, zbar-tools and fonts-wqy-microhei)`
  : 'the printed label';

describe.skipIf(missing.length > 0)(printedTitle, () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'maplepost-label-'));
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  async function saved(name: string, pdf: Buffer): Promise<string> {
    const pdfPath = join(workDir, `${name}.pdf`);
    await writeFile(pdfPath, pdf);
    return pdfPath;
  }

  /** What a scanner reads from page 1 printed at 300 dpi: the decoded texts, one per line. */
  async function scan(name: string, pdf: Buffer): Promise<string[]> {
    const pdfPath = await saved(name, pdf);
    await run('pdftoppm', [
      '-r',
      '300',
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdfPath,
      join(workDir, name),
    ]);
    const { stdout } = await run('zbarimg', ['--raw', '-q', join(workDir, `${name}.png`)]);
    return stdout.trim().split('\n');
  }

  /** The label's text as a reader sees it. */
  async function printedText(name: string, pdf: Buffer): Promise<string> {
    const { stdout } = await run('pdftotext', ['-raw', await saved(name, pdf), '-']);
    return stdout;
  }

  it.each([
    ['a typical label', sampleLabel],
    ['a label crowded with awkward text', awkwardLabel],
    ['a cross-border label with customs pages', crossBorderLabel],
    ['a cross-border label with 20 customs items', twentyItemLabel],
  ])('reads exactly the tracking number from %s', async (_case, label) => {
    expect(await scan(label.trackingNumber, await renderLabel(label, fallbackFont))).toEqual([
      label.trackingNumber,
    ]);
  });

  it('prints Chinese names and companies in the fallback font', async () => {
    const text = await printedText('chinese', await renderLabel(awkwardLabel, fallbackFont));
    expect(text).toContain('王小明 Wang Xiaoming');
    expect(text).toContain('北京国际贸易有限公司');
    // Neither font has the emoji: it alone is a '?'.
    expect(text).toContain('Montagne-Saint-Hilaire ?');
  });

  it("prints '?' for Chinese without a fallback font, and keeps the Latin letters", async () => {
    const text = await printedText('no-font', await renderLabel(awkwardLabel, null));
    expect(text).toContain('??? Wang Xiaoming');
    expect(text).not.toContain('王');
  });

  it('prints the customs declaration on the page after the label', async () => {
    const pages = (await printedText('customs', await renderLabel(crossBorderLabel, null))).split(
      '\f',
    );
    expect(pages[0]).not.toContain('CUSTOMS');
    const customs = pages[1]!;
    for (const expected of [
      'CUSTOMS DECLARATION',
      'MP 000 000 028 CA',
      'Customs page 1 of 1',
      'CANADA TO USA',
      'Merchandise (sale of goods)',
      'CAD',
      'DAP: recipient pays duties and taxes',
      'Return to sender',
      '123456789RM0001',
      'Pure maple syrup, 500 ml glass bottle',
      '1702.20 CA 2 18.50 37.00',
      "Women's cotton T-shirt",
      '6109.10 CA 1 24.00 24.00',
      'TOTAL DECLARED VALUE 61.00 CAD',
      'I certify that the particulars given in this customs declaration are correct',
      "SENDER'S SIGNATURE: Olivia Tremblay",
      '2026-03-14',
    ]) {
      expect(customs).toContain(expected);
    }
  });

  it('prints all 20 items legibly over two customs pages, the total and signature on the last', async () => {
    const pdf = await renderLabel(twentyItemLabel, null);
    const [, first, second] = (await printedText('twenty', pdf)).split('\f');
    expect(first).toContain('Customs page 1 of 2');
    expect(first).toContain('DDP: sender pays duties and taxes');
    expect(first).not.toContain('TOTAL DECLARED VALUE');
    expect(second).toContain('Customs page 2 of 2');
    expect(second).toContain('TOTAL DECLARED VALUE 1,329.10 USD');
    const printed = `${first}${second}`;
    for (const item of twentyItemLabel.customs!.items) {
      expect(printed).toContain(item.description);
    }
    // Each item once, in order: the last of page 1 and the first of page 2 follow on.
    const numbers = printed.match(/^\d+(?= Men's cotton)/gm);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => String(index + 1)));
  });

  it('embeds no fallback font in a label that does not need it', async () => {
    const pdf = await renderLabel(sampleLabel, fallbackFont);
    expect(pdf.toString('latin1')).not.toContain(fallbackFont!.font.postscriptName);
    expect(await printedText('latin', pdf)).toContain('Marc-André Gagnon');
  });
});
