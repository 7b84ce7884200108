import { describe, expect, it } from 'vitest';
import {
  CommercialInvoiceMessages,
  commercialInvoiceWebPath,
  incotermOf,
  isInvoicedDeclaration,
  noCommercialInvoiceReason,
  offersCommercialInvoice,
} from './commercial-invoice.ts';
import { CONTENTS_TYPES } from './customs-declaration.ts';

const declared = (contentsType: (typeof CONTENTS_TYPES)[number]) => ({ contentsType });

describe('isInvoicedDeclaration', () => {
  it('invoices merchandise and samples only', () => {
    const invoiced = CONTENTS_TYPES.filter((type) => isInvoicedDeclaration(declared(type)));
    expect(invoiced).toEqual(['MERCHANDISE', 'SAMPLE']);
  });

  it('invoices nothing without a declaration (a domestic parcel)', () => {
    expect(isInvoicedDeclaration(null)).toBe(false);
  });
});

describe('noCommercialInvoiceReason', () => {
  it('is null for merchandise and samples', () => {
    expect(noCommercialInvoiceReason('MP123456785CA', declared('MERCHANDISE'))).toBeNull();
    expect(noCommercialInvoiceReason('MP123456785CA', declared('SAMPLE'))).toBeNull();
  });

  it('says a domestic parcel stays in one country', () => {
    expect(noCommercialInvoiceReason('MP123456785CA', null)).toBe(
      CommercialInvoiceMessages.domestic('MP123456785CA'),
    );
    expect(CommercialInvoiceMessages.domestic('MP123456785CA')).toBe(
      'Shipment MP123456785CA stays in one country: only a parcel between Canada and the US has a commercial invoice.',
    );
  });

  it('names the declared contents type of a gift, documents or a return', () => {
    for (const type of ['GIFT', 'DOCUMENTS', 'RETURN'] as const) {
      expect(noCommercialInvoiceReason('MP123456785CA', declared(type))).toContain(
        `declared as ${type}: a commercial invoice is made for MERCHANDISE and SAMPLE declarations only`,
      );
    }
  });
});

describe('offersCommercialInvoice', () => {
  it('offers it from payment until the parcel is delivered', () => {
    for (const status of [
      'LABEL_CREATED',
      'PICKUP_SCHEDULED',
      'IN_TRANSIT',
      'DELIVERED',
    ] as const) {
      expect(offersCommercialInvoice({ status, customs: declared('SAMPLE') })).toBe(true);
    }
  });

  it('offers none before payment or after cancelling, as the label', () => {
    for (const status of ['ORDER_CREATED', 'CANCELLED'] as const) {
      expect(offersCommercialInvoice({ status, customs: declared('MERCHANDISE') })).toBe(false);
    }
  });

  it('offers none for a gift or a domestic parcel, paid or not', () => {
    expect(offersCommercialInvoice({ status: 'LABEL_CREATED', customs: declared('GIFT') })).toBe(
      false,
    );
    expect(offersCommercialInvoice({ status: 'LABEL_CREATED', customs: null })).toBe(false);
  });
});

describe('incotermOf', () => {
  it('is DAP when the recipient pays duties and taxes, DDP when the sender does', () => {
    expect(incotermOf('RECIPIENT')).toBe('DAP');
    expect(incotermOf('SENDER')).toBe('DDP');
  });
});

describe('commercialInvoiceWebPath', () => {
  it('is under the order, the tracking number escaped', () => {
    expect(commercialInvoiceWebPath('MP123456785CA')).toBe(
      '/web/order/MP123456785CA/commercial-invoice',
    );
    expect(commercialInvoiceWebPath('a/b')).toBe('/web/order/a%2Fb/commercial-invoice');
  });
});
