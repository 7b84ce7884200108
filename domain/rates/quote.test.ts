import { describe, expect, it } from 'vitest';
import { GUEST_PRICING } from './customer-price.ts';
import type { Parcel } from './parcel.ts';
import { quoteServices, routeBetween, type Place } from './quote.ts';

const downtownVancouver: Place = {
  postalCode: 'V6B 1A1',
  country: 'CA',
  latitude: 49.2836,
  longitude: -123.1041,
};
const eastVancouver: Place = {
  postalCode: 'V5K 0A1',
  country: 'CA',
  latitude: 49.293,
  longitude: -123.0489,
};
const mission: Place = {
  postalCode: 'V4S 1A1',
  country: 'CA',
  latitude: 49.1589,
  longitude: -122.3089,
};
const toronto: Place = {
  postalCode: 'M5V 2T6',
  country: 'CA',
  latitude: 43.6525,
  longitude: -79.3686,
};
const newYork: Place = {
  postalCode: '10001',
  country: 'US',
  latitude: 40.7484,
  longitude: -73.9967,
};

const twoKgBox: Parcel = { weightGrams: 2_000, lengthMm: 280, widthMm: 150, heightMm: 110 };
const codes = (quotes: { service: { code: string } }[]) =>
  quotes.map((quote) => quote.service.code);

describe('routeBetween', () => {
  it('sees Vancouver to Toronto as zone 5 within Canada', () => {
    expect(routeBetween(downtownVancouver, toronto)).toEqual({
      lane: 'CA',
      zone: 5,
      sameCity: false,
      withinGreaterVancouver: false,
    });
  });

  it('sees downtown to East Vancouver as one city in Greater Vancouver', () => {
    expect(routeBetween(downtownVancouver, eastVancouver)).toEqual({
      lane: 'CA',
      zone: 1,
      sameCity: true,
      withinGreaterVancouver: true,
    });
  });

  it('sees Vancouver to New York as zone 6 across the border', () => {
    expect(routeBetween(downtownVancouver, newYork)).toMatchObject({ lane: 'CA_US', zone: 6 });
  });
});

describe('quoteServices', () => {
  it('quotes the Canadian services, cheapest first, Vancouver to Toronto', () => {
    const quotes = quoteServices(twoKgBox, downtownVancouver, toronto, GUEST_PRICING);
    expect(
      quotes.map(({ service, eta, listCents, finalCents, discountRate }) => [
        service.code,
        eta,
        listCents,
        finalCents,
        discountRate,
      ]),
    ).toEqual([
      ['CA_GROUND', 7, 3500, 1800, 50],
      ['CA_EXPEDITED', 4, 5100, 2600, 50],
      ['CA_PRIORITY', 2, 7400, 3700, 50],
    ]);
  });

  it('adds Next Day and Second Day when both ends are in Greater Vancouver', () => {
    expect(codes(quoteServices(twoKgBox, downtownVancouver, eastVancouver, GUEST_PRICING))).toEqual(
      ['GVA_SECOND_DAY', 'CA_GROUND', 'VAN_NEXT_DAY', 'CA_EXPEDITED', 'CA_PRIORITY'],
    );
  });

  it('leaves them out when one end is outside (Mission V4S, Toronto)', () => {
    expect(codes(quoteServices(twoKgBox, downtownVancouver, mission, GUEST_PRICING))).toEqual([
      'CA_GROUND',
      'CA_EXPEDITED',
      'CA_PRIORITY',
    ]);
    expect(codes(quoteServices(twoKgBox, toronto, downtownVancouver, GUEST_PRICING))).not.toContain(
      'VAN_NEXT_DAY',
    );
  });

  it('quotes the cross-border services to a US ZIP', () => {
    expect(codes(quoteServices(twoKgBox, downtownVancouver, newYork, GUEST_PRICING))).toEqual([
      'CA_US_GROUND',
      'CA_US_EXPEDITED',
      'CA_US_PRIORITY',
    ]);
  });

  it('offers only Ground above 30 kg, and nothing above 150 kg', () => {
    const heavy = { ...twoKgBox, weightGrams: 30_001 };
    expect(codes(quoteServices(heavy, downtownVancouver, toronto, GUEST_PRICING))).toEqual([
      'CA_GROUND',
    ]);
    const tooHeavy = { ...twoKgBox, weightGrams: 150_001 };
    expect(quoteServices(tooHeavy, downtownVancouver, toronto, GUEST_PRICING)).toEqual([]);
  });

  it('applies sameCityRate within one city and contractRate elsewhere', () => {
    const account = { ...GUEST_PRICING, contractRate: 0.9, sameCityRate: 0.5 };
    const local = quoteServices(twoKgBox, downtownVancouver, eastVancouver, account);
    const groundLocal = local.find((quote) => quote.service.code === 'CA_GROUND');
    expect(groundLocal).toMatchObject({ listCents: 1300, finalCents: 300, discountRate: 75 });
    const [groundFar] = quoteServices(twoKgBox, downtownVancouver, toronto, account);
    expect(groundFar).toMatchObject({ listCents: 3500, finalCents: 1600, discountRate: 55 });
  });
});
