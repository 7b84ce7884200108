import { describe, expect, it } from 'vitest';
import {
  mugs,
  testProcessedOrder,
  testRate,
  testRecipient,
  testSender,
} from '../test-support/bulk-wizard-data.ts';
import { recipientProblems } from './spreadsheet-columns.ts';
import {
  formatEta,
  indicatorIndexOf,
  isSenderComplete,
  missingRecipientFields,
  packageProblems,
  processedStatusLabel,
  progressPercent,
  recipientAddressLine,
  recipientLabel,
  missesRequiredFields,
  selectedRate,
  shippingRequestsOf,
  senderCountryOf,
  toBatchOrderEntry,
  totalCostCents,
  unverifiedRecipientCount,
  withServiceChosen,
} from './wizard-rules.ts';

describe('isSenderComplete', () => {
  it('needs the name or the company, phone, address, city, province, postal code and email', () => {
    expect(isSenderComplete(testSender())).toBe(true);
    expect(isSenderComplete(testSender({ fullName: '' }))).toBe(true);
    expect(isSenderComplete(testSender({ company: '' }))).toBe(true);
    expect(isSenderComplete(testSender({ fullName: ' ', company: '' }))).toBe(false);
    for (const field of ['phone', 'address', 'city', 'province', 'postalCode', 'email'] as const)
      expect(isSenderComplete(testSender({ [field]: '  ' }))).toBe(false);
  });

  it('does not need the unit', () => {
    expect(isSenderComplete(testSender({ apt: '' }))).toBe(true);
  });
});

describe('missingRecipientFields', () => {
  it('names nothing for a complete recipient', () => {
    expect(missingRecipientFields(testRecipient())).toEqual([]);
  });

  it('names every blank required field as the validation step lists them', () => {
    const blank = testRecipient({
      fullName: '',
      phone: ' ',
      address: '',
      city: '',
      province: '',
      postalCode: '',
    });
    expect(missingRecipientFields(blank)).toEqual([
      'Name',
      'Phone',
      'Address',
      'City',
      'Province/State',
      'Postal/ZIP Code',
    ]);
    expect(missingRecipientFields(testRecipient({ postalCode: '' }))).toEqual(['Postal/ZIP Code']);
  });

  it('does not ask for the optional email, company or unit', () => {
    expect(missingRecipientFields(testRecipient({ email: '', company: '', apt: '' }))).toEqual([]);
  });
});

describe('recipientLabel and recipientProblems', () => {
  it("falls back to 'Recipient {n}' counted from 1", () => {
    expect(recipientLabel(testRecipient(), 0)).toBe('Ada Lovelace');
    expect(recipientLabel(testRecipient({ fullName: '' }), 2)).toBe('Recipient 3');
  });

  it('lists only the recipients that miss something, each with its place', () => {
    const problems = recipientProblems([
      testRecipient({ id: 'a' }),
      testRecipient({ id: 'b', fullName: '', phone: '' }),
      testRecipient({ id: 'c', city: '' }),
    ]);
    expect(problems.map(({ label, missing }) => [label, missing])).toEqual([
      ['Recipient 2', ['Name', 'Phone']],
      ['Ada Lovelace', ['City']],
    ]);
  });

  const inNewYork = { city: 'New York', province: 'NY', postalCode: '10118', countryCode: 'US' };

  it('lists every field the order would refuse too, beside what is missing, before any order exists', () => {
    const problems = recipientProblems([
      testRecipient({ id: 'a', fullName: '-Ada', phone: '555-0123', weight: '' }),
      testRecipient({ id: 'b', city: '', email: 'ada@', height: '2000' }),
      testRecipient({ id: 'c', ...inNewYork, customs: { ...mugs, quantity: '0' } }),
      testRecipient({ id: 'd', fullName: "Ada O'Brien-Lovelace", company: 'Analytical-Engines' }),
    ]);
    expect(problems.map(({ label, missing, problems }) => [label, missing, problems])).toEqual([
      [
        '-Ada',
        ['Weight'],
        [
          'Recipient name cannot start with =, +, - or @ (a spreadsheet would run it as a formula).',
          'Recipient phone number must be exactly 10 digits.',
        ],
      ],
      [
        'Ada Lovelace',
        ['City'],
        ['Recipient email is not a valid email address.', 'Height must be at most 1000.'],
      ],
      ['Ada Lovelace', [], ['Customs item 1: Quantity must be a whole number of at least 1.']],
    ]);
  });
});

describe('missesRequiredFields', () => {
  it('stops processing for a blank required field only: other errors are asked about, as an address the check refused', () => {
    expect(missesRequiredFields([testRecipient(), testRecipient({ phone: ' ' })])).toBe(true);
    expect(missesRequiredFields([testRecipient({ phone: '555 0199', fullName: '=Ada' })])).toBe(
      false,
    );
  });
});

describe('unverifiedRecipientCount', () => {
  it('counts the error and pending recipients, not the valid or warning ones', () => {
    const statuses = ['valid', 'warning', 'error', 'pending', 'error'] as const;
    const recipients = statuses.map((validationStatus) => testRecipient({ validationStatus }));
    expect(unverifiedRecipientCount(recipients)).toBe(3);
  });
});

describe('progressPercent', () => {
  it.each([
    [0, 0, 100, 0],
    [1, 0, 3, 33],
    [1, 1, 3, 67],
    [2, 1, 3, 100],
    [45, 5, 100, 50],
    [0, 0, 0, 0],
  ])('%s succeeded and %s failed of %s is %s%', (success, failure, total, percent) =>
    expect(progressPercent(success, failure, total)).toBe(percent),
  );
});

describe('processedStatusLabel', () => {
  it.each([
    ['SUCCESS', 'Order Created'],
    ['FAILED', 'Failed'],
  ] as const)('shows %s as %s', (status, label) =>
    expect(processedStatusLabel(status)).toBe(label),
  );
});

describe('selectedRate', () => {
  it('is the rate flagged selected, else the first, else none', () => {
    const ground = testRate({ serviceCode: 'GROUND' });
    const express = testRate({ serviceCode: 'EXPRESS', selected: true });
    expect(selectedRate([ground, express])).toBe(express);
    expect(selectedRate([ground, { ...express, selected: false }])).toBe(ground);
    expect(selectedRate([])).toBeNull();
  });
});

describe('withServiceChosen', () => {
  it('flags the chosen rate alone, leaving the order it was made from as it was', () => {
    const ground = testRate({ serviceCode: 'GROUND', selected: true });
    const express = testRate({ serviceCode: 'EXPRESS', finalDue: 24.99 });
    const order = testProcessedOrder({ rates: { rates: [ground, express] } });

    const chosen = withServiceChosen(order, 'EXPRESS');
    expect(selectedRate(chosen.rates.rates)).toEqual({ ...express, selected: true });
    expect(chosen.rates.rates.filter((rate) => rate.selected)).toHaveLength(1);
    expect(selectedRate(order.rates.rates)).toBe(ground);
  });
});

describe('totalCostCents', () => {
  it('sums the chosen prices of the SUCCESS orders only, in cents', () => {
    const orders = [
      // $12.50 (selected) of $12.50 and $24.99
      testProcessedOrder(),
      // $24.99 chosen
      testProcessedOrder({
        rowNumber: 2,
        rates: {
          rates: [
            testRate({ finalDue: 10.1 }),
            testRate({ serviceCode: 'EXPRESS', finalDue: 24.99, selected: true }),
          ],
        },
      }),
      // a failed row counts nothing, even with rates
      testProcessedOrder({ rowNumber: 3, processingStatus: 'FAILED', trackingNumber: null }),
      // no flag: the first, $0.10 + $0.20 stay exact in cents
      testProcessedOrder({ rowNumber: 4, rates: { rates: [testRate({ finalDue: 0.1 })] } }),
      testProcessedOrder({ rowNumber: 5, rates: { rates: [testRate({ finalDue: 0.2 })] } }),
    ];
    expect(totalCostCents(orders)).toBe(1250 + 2499 + 10 + 20);
  });

  it('is 0 without orders or rates', () => {
    expect(totalCostCents([])).toBe(0);
    expect(totalCostCents([testProcessedOrder({ rates: { rates: [] } })])).toBe(0);
  });
});

describe('shippingRequestsOf', () => {
  it('sends each SUCCESS order with its chosen service', () => {
    const orders = [
      testProcessedOrder({ trackingNumber: 'MP1' }),
      testProcessedOrder({ trackingNumber: null, processingStatus: 'FAILED' }),
      testProcessedOrder({
        trackingNumber: 'MP3',
        rates: { rates: [testRate(), testRate({ serviceCode: 'EXPRESS', selected: true })] },
      }),
      testProcessedOrder({ trackingNumber: 'MP4', rates: { rates: [] } }),
    ];
    expect(shippingRequestsOf(orders)).toEqual([
      { trackingNumber: 'MP1', serviceCode: 'GROUND' },
      { trackingNumber: 'MP3', serviceCode: 'EXPRESS' },
    ]);
  });
});

describe('toBatchOrderEntry', () => {
  it('maps the sender and a recipient to an order payload without a service', () => {
    const entry = toBatchOrderEntry(
      testSender({ countryCode: 'Canada' }),
      testRecipient({ apt: ' 12 ', countryCode: 'USA', weight: '2.5', length: ' 30 ' }),
    );
    expect(entry).toEqual({
      senderName: 'Maple Goods',
      senderPhoneNumber: '6045550123',
      senderUnitNumber: '',
      senderEmail: 'ship@maple.example',
      senderCompany: 'Maple Goods Ltd',
      senderStreetAddress: '1055 W Georgia St',
      senderCity: 'Vancouver',
      senderProvince: 'BC',
      senderCountryCode: 'CA',
      senderPostalCode: 'V6E 3P3',
      recipientName: 'Ada Lovelace',
      recipientPhoneNumber: '4165550199',
      recipientUnitNumber: '12',
      recipientEmail: '',
      recipientCompany: '',
      recipientStreetAddress: '290 Bremner Blvd',
      recipientCity: 'Toronto',
      recipientProvince: 'ON',
      recipientCountryCode: 'US',
      recipientPostalCode: 'M5V 3L9',
      weight: 2.5,
      weightUnit: 'KGS',
      length: 30,
      width: 20,
      height: 10,
      dimensionUnit: 'CM',
    });
    expect(entry).not.toHaveProperty('serviceCode');
  });

  it('sends what is not a number or a phone as typed, for the server to name', () => {
    const entry = toBatchOrderEntry(testSender(), testRecipient({ weight: 'heavy', phone: '555' }));
    expect(entry.weight).toBe('heavy');
    expect(entry.recipientPhoneNumber).toBe('555');
  });

  const customs = {
    contentsType: 'GIFT',
    description: 'Hand-knit wool scarf',
    quantity: '2',
    unitValue: '40',
    currency: 'CAD',
    hsCode: '6117.10',
    originCountry: 'CA',
  };

  it('sends the customs item of a parcel that crosses the border, each weighing its share of the parcel as it is now', () => {
    const entry = toBatchOrderEntry(
      testSender(),
      testRecipient({
        city: 'New York',
        province: 'NY',
        postalCode: '10118',
        countryCode: 'US',
        weight: '1.5',
        customs,
      }),
    );
    expect(entry.customs).toEqual({
      contentsType: 'GIFT',
      currency: 'CAD',
      nonDelivery: 'RETURN',
      dutiesPaidBy: 'RECIPIENT',
      items: [
        {
          description: 'Hand-knit wool scarf',
          quantity: '2',
          unitValue: '40',
          unitWeight: 0.75,
          hsCode: '6117.10',
          originCountry: 'CA',
        },
      ],
    });
  });

  it('sends no customs for a recipient moved into the sender’s country, nor for one without them or with them all blank', () => {
    expect(toBatchOrderEntry(testSender(), testRecipient({ customs }))).not.toHaveProperty(
      'customs',
    );
    expect(
      toBatchOrderEntry(testSender(), testRecipient({ countryCode: 'US' })),
    ).not.toHaveProperty('customs');
    const blank = Object.fromEntries(
      Object.keys(customs).map((field) => [field, ' ']),
    ) as typeof customs;
    expect(
      toBatchOrderEntry(testSender(), testRecipient({ countryCode: 'US', customs: blank })),
    ).not.toHaveProperty('customs');
  });
});

describe('senderCountryOf', () => {
  it('is the sender’s country as the sender form gives it, CA when it gives none', () => {
    expect(senderCountryOf(testSender({ countryCode: 'US' }))).toBe('US');
    expect(senderCountryOf(testSender({ countryCode: 'usa' }))).toBe('US');
    expect(senderCountryOf(testSender({ countryCode: 'CA' }))).toBe('CA');
    expect(senderCountryOf(testSender({ countryCode: '' }))).toBe('CA');
  });
});

describe('formatEta', () => {
  it('shows days, or N/A when unavailable', () => {
    expect(formatEta(1)).toBe('1 day');
    expect(formatEta(4)).toBe('4 days');
    expect(formatEta('UNAVAILABLE')).toBe('N/A');
  });
});

describe('indicatorIndexOf', () => {
  it('keeps the validation step on Recipients', () => {
    expect(indicatorIndexOf('recipients')).toBe(2);
    expect(indicatorIndexOf('validation')).toBe(2);
    expect(indicatorIndexOf('processing')).toBe(3);
    expect(indicatorIndexOf('review')).toBe(4);
  });
});

describe('packageProblems', () => {
  it('accepts a weight from 0.1 and dimensions from 1', () => {
    expect(
      packageProblems(testRecipient({ weight: '0.1', length: '1', width: '1.5', height: '1' })),
    ).toEqual({});
  });

  it('names each number that is blank, not a number or under its minimum', () => {
    expect(
      packageProblems(testRecipient({ weight: '0.05', length: '', width: 'wide', height: '0.9' })),
    ).toEqual({
      weight: 'Weight must be at least 0.1.',
      length: 'Length is required.',
      width: 'Width must be a number.',
      height: 'Height must be at least 1.',
    });
  });

  it('names the limit of a number too large, written out or with an exponent', () => {
    const tooLarge = testRecipient({ weight: '1e9', length: '1001', width: '1E3' });
    expect(packageProblems(tooLarge).weight).toBe('Weight must be at most 10000.');
    expect(packageProblems(tooLarge).length).toBe('Length must be at most 1000.');
    expect(packageProblems(tooLarge).width).toBeUndefined();
  });
});

describe('recipientAddressLine', () => {
  const place = { city: 'Montréal', province: 'QC', postalCode: 'H3G 1P1', countryCode: 'CA' };
  it.each([
    ['', '1250 rue Sainte-Catherine O, Montréal, QC H3G 1P1, CA'],
    ['305', '305-1250 rue Sainte-Catherine O, Montréal, QC H3G 1P1, CA'],
    ['Bureau 400', '1250 rue Sainte-Catherine O Bureau 400, Montréal, QC H3G 1P1, CA'],
  ])('writes the unit %j as the post office does', (unit, expected) => {
    expect(recipientAddressLine({ street: '1250 rue Sainte-Catherine O', unit, ...place })).toBe(
      expected,
    );
  });

  it('leaves out what the recipient lacks, and shows a country as given', () => {
    expect(
      recipientAddressLine({
        street: '',
        unit: '',
        city: 'London',
        province: '',
        postalCode: 'SW1A 2AA',
        countryCode: 'GB',
      }),
    ).toBe('London, SW1A 2AA, GB');
  });
});
