import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredHsCodeProblem, isHsSubheading } from './declared-hs-codes.ts';
import { loadHsNomenclature, parseCsv, parseHsNomenclature } from './nomenclature.ts';
import { HS_NOMENCLATURE_SAMPLE } from '../test-support/customs-products.ts';

/** A log that keeps its warnings. */
function warningLog() {
  const warnings: string[] = [];
  return { warnings, warn: (_details: object, message: string) => warnings.push(message) };
}

const fileHolding = (text: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'hs-')), 'hs.csv');
  writeFileSync(file, text);
  return file;
};

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and CRLF rows', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n1,"two\nlines",3\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', 'two\nlines', '3'],
    ]);
  });
});

describe('parseHsNomenclature', () => {
  it('keeps the subheadings, in code order, and finds the columns by name', () => {
    const table = parseHsNomenclature(
      'level,hscode,description\n6,610990,Of other textile materials\n4,6109,"T-shirts, knitted."\n6,610910,Of cotton\n',
    );
    expect(table.codes).toEqual(['610910', '610990']);
    expect(table.subheadings[0]!.description).toBe('T-shirts, knitted; of cotton');
  });

  it('refuses a file without the columns, or without a subheading', () => {
    expect(() => parseHsNomenclature('code,text\n610910,Of cotton\n')).toThrow(
      'its header has no hscode, description, level column',
    );
    expect(() => parseHsNomenclature('hscode,description,level\n61,Apparel,2\n')).toThrow(
      'it holds no subheading',
    );
  });
});

describe('loadHsNomenclature', () => {
  it('loads the file without a word to the log', async () => {
    const log = warningLog();
    const table = await loadHsNomenclature(HS_NOMENCLATURE_SAMPLE, log);
    expect(table?.codes).toContain('610910');
    expect(log.warnings).toEqual([]);
  });

  it('answers null with one warning naming the path when the file is absent', async () => {
    const log = warningLog();
    expect(await loadHsNomenclature('/nonexistent/harmonized-system.csv', log)).toBeNull();
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]).toContain('/nonexistent/harmonized-system.csv');
    expect(log.warnings[0]).toContain('HS_NOMENCLATURE_FILE');
  });

  it('answers null with one warning when the file is not the HS table', async () => {
    const log = warningLog();
    const file = fileHolding('name,email\nAda,ada@example.com\n');
    expect(await loadHsNomenclature(file, log)).toBeNull();
    expect(log.warnings).toEqual([expect.stringContaining(file)]);
  });
});

describe('declared HS codes', () => {
  const table = parseHsNomenclature(
    'hscode,description,level\n6109,"T-shirts",4\n610910,Of cotton,6\n170220,Maple syrup,6\n',
  );
  const item = (hsCode: string) => ({ hsCode });

  it('are subheadings by their six digits', () => {
    expect(isHsSubheading(table, '610910')).toBe(true);
    expect(isHsSubheading(table, '610990')).toBe(false);
    expect(isHsSubheading(table, '999999')).toBe(false);
  });

  it('name the first item whose code is no subheading, counted from 1, and its field', () => {
    const items = [item('170220'), item(''), item('61099900')];
    expect(declaredHsCodeProblem(table, { items })).toEqual({
      field: 'customs/items/2/hsCode',
      message:
        'Customs item 3: HS code 6109.99.00 is not a subheading of the Harmonized System. Search by what the item is to find yours.',
    });
  });

  it('pass a code whose first six digits are a subheading, and a document without one', () => {
    expect(declaredHsCodeProblem(table, { items: [item('6109100011'), item('')] })).toBeNull();
  });

  it('are checked for shape only without the nomenclature, and not at all without customs', () => {
    expect(declaredHsCodeProblem(null, { items: [item('999999')] })).toBeNull();
    expect(declaredHsCodeProblem(table, null)).toBeNull();
  });
});
