import { describe, expect, it } from 'vitest';
import type { InvoicedDeclaration } from '#domain/customs/commercial-invoice.ts';
import { missingPdfTools, pageSizes, pdfText } from '../test-support/pdf-text.ts';
import { findFallbackFont } from './fallback-font.ts';
import { renderCommercialInvoice } from './render-commercial-invoice.ts';
import { crossBorderLabel, twentyItemLabel } from '../test-support/labels.ts';
import type { LabelData } from './label-data.ts';

const LETTER = '0 0 612 792';
const render = (label: LabelData, changes: Partial<InvoicedDeclaration> = {}) =>
  renderCommercialInvoice(
    label,
    { ...(label.customs as InvoicedDeclaration), ...changes },
    findFallbackFont(undefined),
  );

describe('renderCommercialInvoice', () => {
  it('renders a Letter page for a few items', async () => {
    expect(pageSizes(await render(crossBorderLabel))).toEqual([LETTER]);
  });

  it('continues 20 items on a second Letter page', async () => {
    expect(pageSizes(await render(twentyItemLabel))).toEqual([LETTER, LETTER]);
  });
});

const missing = missingPdfTools('pdftotext');

describe.skipIf(missing.length > 0)(
  missing.length ? `the printed invoice (SKIPPED: install poppler-utils)` : 'the printed invoice',
  () => {
    it('reads as the commercial invoice of the sale, with the CUSMA certification', async () => {
      const text = await pdfText(await render(crossBorderLabel), '-layout');
      for (const expected of [
        'COMMERCIAL INVOICE',
        /Invoice number +INV-2026-0042/,
        /Date +2026-03-14/,
        /Tracking number +MP 000 000 028 CA/,
        /SELLER \(EXPORTER\) +BUYER \(IMPORTER\)/,
        /Olivia Tremblay +Alan Turing/,
        /CRA business number: 123456789RM0001 +Tax ID: None/,
        /Incoterm +DAP \(Delivered at Place\): the buyer pays duties and taxes/,
        /Currency +CAD/,
        /Reason for export +Sale of goods/,
        /1 +Pure maple syrup, 500 ml glass bottle +1702\.20 +CA +2 +18\.50 +37\.00/,
        /2 +Women's cotton T-shirt +6109\.10 +CA +1 +24\.00 +24\.00/,
        /Total quantity +3/,
        /Total value \(CAD\) +61\.00/,
        'CUSMA / USMCA / T-MEC CERTIFICATION OF ORIGIN',
        'qualify as originating under the Canada-United States-Mexico Agreement',
        /Signature of the seller: Olivia Tremblay +Date/,
        /Commercial invoice INV-2026-0042 +Page 1 of 1/,
      ]) {
        expect(text).toMatch(expected);
      }
    });

    it('prints DDP, no CUSMA certification, and all 20 items over two pages', async () => {
      const pdf = await render(twentyItemLabel, { contentsType: 'SAMPLE' });
      const [first, second] = (await pdfText(pdf, '-layout')).split('\f');
      expect(first).toMatch(/Invoice number +MP000000031CA/);
      expect(first).toMatch(/DDP \(Delivered Duty Paid\): the seller pays duties and taxes/);
      expect(first).toMatch(/Reason for export +Commercial sample/);
      expect(first).toMatch(/Page 1 of 2/);
      expect(first).not.toMatch(/Total value/);
      expect(second).toMatch(/Total value \(USD\) +1,329\.10/);
      expect(second).toMatch(/Page 2 of 2/);
      expect(`${first}${second}`).not.toContain('CUSMA');
      const rows = `${first}${second}`.match(
        /^ *\d+ +Men's cotton T-shirt, \w+, size \w+ +6109\.10\.00/gm,
      );
      expect(rows).toHaveLength(20);
    });

    it('prints a Chinese buyer in the fallback font', async () => {
      const label = {
        ...crossBorderLabel,
        recipient: { ...crossBorderLabel.recipient, name: '王小明 Wang Xiaoming' },
      };
      expect(await pdfText(await render(label))).toContain('王小明 Wang Xiaoming');
    });
  },
);
