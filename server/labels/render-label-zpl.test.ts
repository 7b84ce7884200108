import { describe, expect, it } from 'vitest';
import { missingPdfTools, pdfText } from '../test-support/pdf-text.ts';
import { parseZplCommands, parseZplLabels, zplTexts, type ZplLabel } from '../test-support/zpl.ts';
import type { LabelData } from './label-data.ts';
import { ADDRESS_PARTS, labelText } from './label-text.ts';
import { renderLabelsZpl, ZPL_LABEL_DOTS } from './render-label-zpl.ts';
import { renderLabel } from './render-label.ts';
import { awkwardLabel, crossBorderLabel, sampleLabel, twentyItemLabel } from '../test-support/labels.ts';

const zplOf = (...labels: LabelData[]) => parseZplLabels(renderLabelsZpl(labels));

/** Every field starts on the label and, by its block, box or font, ends on it: 812 x 1218 dots. */
function expectInsideTheLabel(label: ZplLabel) {
  expect(label.fields.length).toBeGreaterThan(10);
  for (const field of label.fields) {
    const right = field.x + (field.blockWidth ?? field.box?.width ?? 0);
    const bottom = field.y + (field.box?.height ?? field.barcodeHeight ?? field.fontHeight ?? 0);
    expect(field.x, JSON.stringify(field)).toBeGreaterThanOrEqual(0);
    expect(field.y, JSON.stringify(field)).toBeGreaterThanOrEqual(0);
    expect(right, JSON.stringify(field)).toBeLessThanOrEqual(ZPL_LABEL_DOTS.width);
    expect(bottom, JSON.stringify(field)).toBeLessThanOrEqual(ZPL_LABEL_DOTS.height);
  }
}

describe('renderLabelsZpl', () => {
  it('writes one 4 x 6 in format at 203 dpi, in UTF-8, with the tracking number as Code 128', () => {
    const [label, ...more] = zplOf(sampleLabel);
    expect(more).toEqual([]);
    const names = label!.commands.map((command) => command.name);
    expect(names.slice(0, 4)).toEqual(['CI', 'PW', 'LL', 'LH']);
    expect(label!.commands.slice(0, 3).map((command) => command.params)).toEqual([
      '28',
      '812',
      '1218',
    ]);
    const barcodes = label!.fields.filter((field) => field.barcodeHeight);
    expect(barcodes).toHaveLength(1);
    expect(barcodes[0]!.data).toBe('MP123456785CA');
    // ^BC's data follows it in ^FD, as the printer reads it.
    const bc = names.indexOf('BC');
    expect(names.slice(bc, bc + 3)).toEqual(['BC', 'FH', 'FD']);
    expectInsideTheLabel(label!);
  });

  it('prints every word of the text model, which the PDF label prints too', () => {
    const texts = zplTexts(zplOf(sampleLabel)[0]!);
    const model = labelText(sampleLabel);
    const expected = [
      model.brand,
      model.tagline,
      model.service,
      ...model.details.flat(),
      model.trackingNumber,
      model.remarks,
      ...[model.from, model.shipTo].flatMap((block) =>
        ADDRESS_PARTS.map((part) =>
          part === 'city' ? block.city + block.regionAndCode : block[part],
        ),
      ),
    ];
    for (const text of expected) expect(texts).toContain(text);
    expect(texts).toContain('Marc-André Gagnon');
    expect(texts).toContain('TORONTO ON  M5V 3L9');
    expect(texts).toContain('MP 123 456 785 CA');
  });

  it('keeps crowded text inside its fields and the city line’s province and postal code whole', () => {
    const [label] = zplOf(awkwardLabel);
    expectInsideTheLabel(label!);
    const city = zplTexts(label!).find((text) => text.endsWith(' QC  J3B 1A1'));
    expect(city).toMatch(/^SAINT-JEAN.*… QC {2}J3B 1A1$/);
  });

  it('escapes ^, ~ and \\ in what customers typed, so they cannot start a command', () => {
    const remarks = 'Box ^XZ^XA ~JR back\\slash';
    const zpl = renderLabelsZpl([{ ...sampleLabel, remarks }]);
    const labels = parseZplLabels(zpl);
    expect(labels).toHaveLength(1);
    expect(zplTexts(labels[0]!)).toContain(remarks);
    expect(parseZplCommands(zpl).filter((command) => command.prefix === '~')).toEqual([]);
  });

  it('prints the customs pages after a cross-border label, paginated as the PDF', () => {
    const [label, customs, ...more] = zplOf(crossBorderLabel);
    expect(more).toEqual([]);
    expect(zplTexts(label!)).not.toContain('CUSTOMS DECLARATION');
    const texts = zplTexts(customs!);
    for (const expected of [
      'CUSTOMS DECLARATION',
      'MP 000 000 028 CA',
      'Customs page 1 of 1',
      'Pure maple syrup, 500 ml glass bottle',
      '1702.20',
      '61.00 CAD',
      "SENDER'S SIGNATURE: Olivia Tremblay",
    ]) {
      expect(texts).toContain(expected);
    }
    expectInsideTheLabel(customs!);

    const twenty = zplOf(twentyItemLabel);
    expect(twenty).toHaveLength(3);
    expect(zplTexts(twenty[2]!)).toContain('Customs page 2 of 2');
    twenty.forEach(expectInsideTheLabel);
  });

  it('writes several labels one after another, in the order given', () => {
    const labels = zplOf(sampleLabel, crossBorderLabel, awkwardLabel);
    const barcodes = labels.flatMap((label) =>
      label.fields.flatMap((field) => (field.barcodeHeight ? [field.data] : [])),
    );
    expect(barcodes).toEqual(['MP123456785CA', 'MP000000028CA', 'MP000000014CA']);
    expect(labels).toHaveLength(4);
  });
});

const missing = missingPdfTools('pdftotext');
describe.skipIf(missing.length > 0)('the ZPL and the PDF label', () => {
  it('print the same words', async () => {
    const pdf = (await pdfText(await renderLabel(sampleLabel, null))).replace(/\s+/g, ' ');
    for (const text of zplTexts(zplOf(sampleLabel)[0]!)) {
      expect(pdf).toContain(text.replace(/\s+/g, ' '));
    }
  });
});
