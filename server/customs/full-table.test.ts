import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHsNomenclature } from './nomenclature.ts';
import { searchHsCodes } from './search.ts';
import { SHOP_PRODUCTS } from '../test-support/customs-products.ts';
import { defaultHsNomenclatureFile } from '../config.ts';

// The full table is never committed (decision 031): HS_NOMENCLATURE_FILE names it, else it is
// where the server looks for it.
const FULL_TABLE = process.env['HS_NOMENCLATURE_FILE'] || defaultHsNomenclatureFile();
const present = existsSync(FULL_TABLE);

describe.skipIf(!present)(
  `searchHsCodes on the full HS 2022 table (${FULL_TABLE}; skipped when absent: it is not in the repository, decision 031)`,
  () => {
    const table = present ? parseHsNomenclature(readFileSync(FULL_TABLE, 'utf8')) : null;

    it('holds every HS 2022 subheading', () => {
      expect(table!.subheadings.length).toBeGreaterThan(5000);
    });

    it.each(SHOP_PRODUCTS)(
      'finds $product ($typed) as $subheading among the first 3',
      ({ typed, subheading }) => {
        const codes = searchHsCodes(table!, typed).matches.map((match) => match.hsCode);
        expect(codes.slice(0, 3)).toContain(subheading);
      },
    );

    it('finds 6109 as its two subheadings', () => {
      const codes = searchHsCodes(table!, '6109').matches.map((match) => match.hsCode);
      expect(codes).toEqual(['610910', '610990']);
    });
  },
);
