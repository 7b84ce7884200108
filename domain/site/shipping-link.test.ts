import { describe, expect, it } from 'vitest';
import { RateRequestSchema } from '../rates/schemas.ts';
import { quotedShipmentOf, shippingLinkForQuote } from './shipping-link.ts';

const QUOTE = RateRequestSchema.parse({
  originPostalCode: 'v6b1a1',
  destinationPostalCode: '10001',
  countryCode: 'US',
  weight: '2.5',
  weightUnit: 'LBS',
});

const searchOf = (link: string) => new URL(link, 'http://localhost').searchParams;

describe('shippingLinkForQuote', () => {
  it("carries a home quote's route, parcel and chosen service to /shipping", () => {
    const link = shippingLinkForQuote(QUOTE, 'CA_US_GROUND');

    expect(link).toBe(
      '/shipping?from=v6b1a1&to=10001&country=US&weight=2.5&weightUnit=LBS&length=28&width=15&height=11&dimensionUnit=CM&service=CA_US_GROUND',
    );
  });

  it('leaves the service out when none was chosen', () => {
    expect(searchOf(shippingLinkForQuote(QUOTE)).has('service')).toBe(false);
  });
});

describe('quotedShipmentOf', () => {
  it('reads back what the link carries, postal codes as they are printed', () => {
    expect(quotedShipmentOf(searchOf(shippingLinkForQuote(QUOTE, 'CA_US_GROUND')))).toEqual({
      originPostalCode: 'V6B 1A1',
      destinationPostalCode: '10001',
      countryCode: 'US',
      weight: 2.5,
      weightUnit: 'LBS',
      length: 28,
      width: 15,
      height: 11,
      dimensionUnit: 'CM',
      serviceCode: 'CA_US_GROUND',
    });
  });

  it('is empty for a plain /shipping', () => {
    expect(quotedShipmentOf(new URLSearchParams())).toEqual({});
  });

  it('leaves out each part that is not valid, keeping the rest (links are edited by hand)', () => {
    const search = new URLSearchParams({
      from: 'V6B 1AA',
      to: 'M5V 2T6',
      country: 'FR',
      weight: '1e5',
      weightUnit: 'STONE',
      length: '-1',
      width: '20000',
      height: '10',
      dimensionUnit: 'IN',
      service: 'TELEPORT',
    });

    expect(quotedShipmentOf(search)).toEqual({
      destinationPostalCode: 'M5V 2T6',
      height: 10,
      dimensionUnit: 'IN',
    });
  });

  it('does not take an inherited property name for a service', () => {
    expect(quotedShipmentOf(new URLSearchParams({ service: 'toString' }))).toEqual({});
  });
});
