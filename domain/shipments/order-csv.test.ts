import { describe, expect, it } from 'vitest';
import { csvCell, ordersCsv } from './order-csv.ts';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Toronto')).toBe('Toronto');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Chan, Amélie')).toBe('"Chan, Amélie"');
    expect(csvCell('The "Big" Shop')).toBe('"The ""Big"" Shop"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  it('keeps spreadsheets from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 604')).toBe("'+1 604");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });
});

describe('ordersCsv', () => {
  it('writes a header and one line per order with Vancouver times and status words', () => {
    const csv = ordersCsv([
      {
        trackingNumber: 'MP123456785CA',
        createdDate: '2026-11-20T18:30:00.000Z',
        updatedDate: '2026-11-21T07:05:00.000Z',
        orderStatus: 'IN_TRANSIT',
        recipientName: 'Wong, Mei',
        recipientCity: 'Toronto',
        recipientProvince: 'ON',
        serviceDescription: 'Canada Ground',
        serviceCode: 'CA_GROUND',
        shippingBatchId: '0b7c3d4e-5f60-4a1b-9c2d-3e4f5a6b7c8d',
        customs: null,
        hasCommercialInvoice: false,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Tracking Number,Created (Vancouver),Updated (Vancouver),Status,Recipient Name,Recipient City,Recipient Province,Service,Service Code',
      'MP123456785CA,2026-11-20 11:30,2026-11-21 00:05,In Transit,"Wong, Mei",Toronto,ON,Canada Ground,CA_GROUND',
      '',
    ]);
  });
});
