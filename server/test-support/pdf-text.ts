import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The poppler-utils tools a test needs that this machine lacks (tests skip, saying which). */
export const missingPdfTools = (...tools: string[]) =>
  tools.filter((tool) => spawnSync(tool, ['-v']).error);

/** The text of a PDF as pdftotext reads it (a reader's order, or laid out as printed), its pages split on form feeds. */
export async function pdfText(pdf: Buffer, mode: '-raw' | '-layout' = '-raw'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'maplepost-pdf-'));
  try {
    const path = join(dir, 'paper.pdf');
    await writeFile(path, pdf);
    const { stdout } = await run('pdftotext', [mode, path, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Page objects and media boxes are written uncompressed, so they can be read without a PDF parser. */
export function pageSizes(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type \/Page\b(?!s)[^]*?\/MediaBox \[([^\]]+)\]/g) ?? [];
  return pages.map((page) => /\/MediaBox \[([^\]]+)\]/.exec(page)?.[1]?.trim() ?? '');
}
