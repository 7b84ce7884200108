import { describe, expect, it } from 'vitest';
import type { InvoicedDeclaration } from '#domain/customs/commercial-invoice.ts';
import { commercialInvoiceText, CUSMA_CERTIFICATION } from './commercial-invoice-text.ts';
import { crossBorderLabel, twentyItemLabel } from '../test-support/labels.ts';

const customs = crossBorderLabel.customs as InvoicedDeclaration;

describe('commercialInvoiceText', () => {
  it('numbers the invoice as declared and dates it on the ship date', () => {
    const text = commercialInvoiceText(crossBorderLabel, customs);
    expect(text.invoiceNumber).toBe('INV-2026-0042');
    expect(text.facts).toEqual([
      ['Invoice number', 'INV-2026-0042'],
      ['Date', '2026-03-14'],
      ['Tracking number', 'MP 000 000 028 CA'],
      ['Carrier', 'Maplepost Canada to USA Expedited'],
    ]);
    expect(text.date).toBe('2026-03-14');
  });

  it('numbers it after the tracking number when none was declared', () => {
    const text = commercialInvoiceText(crossBorderLabel, { ...customs, invoiceNumber: '' });
    expect(text.invoiceNumber).toBe('MP000000028CA');
  });

  it('names the sender as seller with a CRA business number and the recipient as buyer', () => {
    const text = commercialInvoiceText(crossBorderLabel, {
      ...customs,
      recipientTaxId: '98-7654321',
    });
    expect(text.seller).toEqual({
      caption: 'SELLER (EXPORTER)',
      lines: [
        'Olivia Tremblay',
        'Maple Leaf Ceramics',
        '1203-1055 W GEORGIA ST',
        'VANCOUVER BC  V6E 3P3',
        'CANADA',
        'Phone (604) 555-0123',
        'CRA business number: 123456789RM0001',
      ],
    });
    expect(text.buyer.caption).toBe('BUYER (IMPORTER)');
    expect(text.buyer.lines).toContain('NEW YORK NY  10118');
    expect(text.buyer.lines.at(-1)).toBe('Tax ID: 98-7654321');
  });

  it("calls a US sender's tax ID an EIN, and says None when there is none", () => {
    const usSender = {
      ...crossBorderLabel,
      sender: crossBorderLabel.recipient,
      recipient: crossBorderLabel.sender,
    };
    const text = commercialInvoiceText(usSender, { ...customs, senderTaxId: '' });
    expect(text.seller.lines.at(-1)).toBe('EIN: None');
    expect(text.terms).toContainEqual(['Country of export', 'USA']);
    expect(text.terms).toContainEqual(['Country of destination', 'Canada']);
  });

  it('states the Incoterm, currency and reason for export of a sale', () => {
    const text = commercialInvoiceText(crossBorderLabel, customs);
    expect(text.terms).toEqual([
      ['Incoterm', 'DAP (Delivered at Place): the buyer pays duties and taxes'],
      ['Currency', 'CAD'],
      ['Reason for export', 'Sale of goods'],
      ['Country of export', 'Canada'],
      ['Country of destination', 'USA'],
    ]);
  });

  it('states DDP and a commercial sample', () => {
    const text = commercialInvoiceText(crossBorderLabel, {
      ...customs,
      contentsType: 'SAMPLE',
      dutiesPaidBy: 'SENDER',
    });
    expect(text.terms).toContainEqual([
      'Incoterm',
      'DDP (Delivered Duty Paid): the seller pays duties and taxes',
    ]);
    expect(text.terms).toContainEqual(['Reason for export', 'Commercial sample']);
  });

  it('totals quantity and value in the declared currency', () => {
    expect(commercialInvoiceText(crossBorderLabel, customs).totals).toEqual([
      ['Total quantity', '3'],
      ['Total value (CAD)', '61.00'],
    ]);
    const twenty = twentyItemLabel.customs as InvoicedDeclaration;
    expect(commercialInvoiceText(twentyItemLabel, twenty).totals).toEqual([
      ['Total quantity', '90'],
      ['Total value (USD)', '1,329.10'],
    ]);
  });

  it('certifies CUSMA origin only when the goods are declared originating', () => {
    expect(commercialInvoiceText(crossBorderLabel, customs).cusmaCertification).toBe(
      CUSMA_CERTIFICATION,
    );
    const notOriginating = { ...customs, cusmaOriginating: false };
    expect(commercialInvoiceText(crossBorderLabel, notOriginating).cusmaCertification).toBeNull();
  });
});
