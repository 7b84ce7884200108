import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const pdf = await renderLabel(sampleLabel);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageSizes(pdf)).toEqual([`0 0 ${LABEL_SIZE.width} ${LABEL_SIZE.height}`]);
  });

  it('renders overlong, accented, Chinese and emoji text on the same single page', async () => {
    const pdf = await renderLabel(awkwardLabel);
    expect(pageSizes(pdf)).toEqual(['0 0 288 432']);
  });

  it('renders without the optional parts and with blank remarks', async () => {
    const bare = {
      ...sampleLabel,
      sender: { ...sampleLabel.sender, company: '', unitNumber: undefined },
      recipient: { ...sampleLabel.recipient, company: undefined, phone: '' },
      remarks: '  \n ',
    };
    expect(pageSizes(await renderLabel(bare))).toHaveLength(1);
  });
});

const missingTools = ['pdftoppm', 'zbarimg'].filter((tool) => spawnSync(tool, ['-v']).error);
const scanTitle = missingTools.length
  ? `the printed barcode (SKIPPED: install ${missingTools.join(' and ')}, from poppler-utils and zbar-tools)`
  : 'the printed barcode';

describe.skipIf(missingTools.length > 0)(scanTitle, () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'maplepost-label-'));
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  /** What a scanner reads from page 1 printed at 300 dpi: the decoded texts, one per line. */
  async function scan(name: string, pdf: Buffer): Promise<string[]> {
    const pdfPath = join(workDir, `${name}.pdf`);
    await writeFile(pdfPath, pdf);
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

  it.each([
    ['a typical label', sampleLabel],
    ['a label crowded with awkward text', awkwardLabel],
  ])('reads exactly the tracking number from %s', async (_case, label) => {
    expect(await scan(label.trackingNumber, await renderLabel(label))).toEqual([
      label.trackingNumber,
    ]);
  });
});
