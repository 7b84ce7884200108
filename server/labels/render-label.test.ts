import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFallbackFont } from './fallback-font.ts';
import { LABEL_SIZE, renderLabel } from './render-label.ts';
import { awkwardLabel, sampleLabel } from './test-labels.ts';

const run = promisify(execFile);

/** Page objects and media boxes are written uncompressed, so they can be read without a PDF parser. */
function pageSizes(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type \/Page\b(?!s)[^]*?\/MediaBox \[([^\]]+)\]/g) ?? [];
  return pages.map((page) => /\/MediaBox \[([^\]]+)\]/.exec(page)?.[1]?.trim() ?? '');
}

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

  it('embeds no fallback font in a label that does not need it', async () => {
    const pdf = await renderLabel(sampleLabel, fallbackFont);
    expect(pdf.toString('latin1')).not.toContain(fallbackFont!.font.postscriptName);
    expect(await printedText('latin', pdf)).toContain('Marc-André Gagnon');
  });
});
