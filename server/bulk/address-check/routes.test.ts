import { describe, expect, it } from 'vitest';
import { AccountMessages } from '#domain/auth/messages.ts';
import type { AddressToCheck } from '#domain/bulk/schemas.ts';
import { registerAccount, withSession } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { ADDRESS_CHECK_RATE_LIMIT } from './routes.ts';

const testApp = useTestApp();

// Each test speaks from its own address, so the per-IP limit of one does not reach another.
let addressCount = 0;
const nextAddress = () => `198.51.100.${(addressCount += 1)}`;

const check = (
  payload: unknown,
  cookies: Record<string, string> = {},
  remoteAddress = nextAddress(),
) =>
  testApp.app.inject({
    method: 'POST',
    url: '/web/bulk/address-check',
    payload: payload as object,
    cookies,
    remoteAddress,
  });

const signedIn = async () => withSession((await registerAccount(testApp.app)).token);

const royalCentre: AddressToCheck = {
  streetAddress: '1055 W Georgia St',
  unitNumber: '1203',
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'V6E 3P3',
  countryCode: 'CA',
};

describe('POST /web/bulk/address-check', () => {
  it('is for signed-in users only', async () => {
    const response = await check({ addresses: [royalCentre] });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: AccountMessages.authExpired });
  });

  it('answers one result per address, in order, from the embedded provider', async () => {
    const response = await check(
      {
        addresses: [
          royalCentre,
          {
            streetAddress: '1250 rue Sainte-Catherine O',
            unitNumber: 'Bureau 400',
            city: 'Montréal',
            province: 'QC',
            postalCode: 'H3G 1P1',
            countryCode: 'Canada',
          },
          {
            streetAddress: 'RR 1 STN MAIN',
            city: 'Millarville',
            province: 'AB',
            postalCode: 'T0L 1K0',
            countryCode: 'CA',
          },
          {
            streetAddress: '1 Main St',
            city: 'Toronto',
            province: 'ON',
            postalCode: 'M0A 1A1',
            countryCode: 'CA',
          },
          { ...royalCentre, unitNumber: '' },
        ],
      },
      await signedIn(),
    );
    expect(response.statusCode, response.body).toBe(200);
    // The embedded provider knows postal areas, not streets: it never says 'Address validated'.
    const royalCentreValid = {
      validationStatus: 'valid',
      validationMessage: 'Postal area confirmed; street not checked',
      formattedAddress: '1055 W Georgia St, Vancouver, BC V6E 3P3, Canada',
      suggestedAddress: null,
    };
    expect(response.json()).toEqual({
      results: [
        royalCentreValid,
        {
          validationStatus: 'valid',
          validationMessage: 'Postal area confirmed; street not checked',
          formattedAddress: '1250 rue Sainte-Catherine O, Montréal, QC H3G 1P1, Canada',
          suggestedAddress: null,
        },
        {
          // A rural route has no street to check: its postal area confirmed is all there is.
          validationStatus: 'valid',
          validationMessage: 'Rural route; postal area confirmed',
          formattedAddress: 'RR 1 Stn Main, Millarville, AB T0L 1K0, Canada',
          suggestedAddress: null,
        },
        {
          validationStatus: 'error',
          validationMessage: 'Address not found',
          formattedAddress: '',
          suggestedAddress: null,
        },
        royalCentreValid,
      ],
    });
  });

  it('says a city that is no place of its province is not found, and suggests the area’s for one that exists elsewhere; V3B takes Coquitlam and Port Coquitlam', async () => {
    const inV3B = {
      streetAddress: '2580 Shaughnessy St',
      province: 'BC',
      postalCode: 'V3B 3E7',
      countryCode: 'CA',
    };
    const response = await check(
      {
        addresses: [
          { ...royalCentre, city: 'Nowhere' },
          { ...royalCentre, city: 'Toronto' },
          { ...royalCentre, city: 'Burnaby' },
          { ...inV3B, city: 'Coquitlam' },
          { ...inV3B, city: 'Port Coquitlam' },
        ],
      },
      await signedIn(),
    );
    expect(response.statusCode, response.body).toBe(200);
    const notFound = {
      validationStatus: 'error',
      validationMessage: 'Address not found',
      formattedAddress: '',
      suggestedAddress: null,
    };
    const inV3BValid = (city: string) => ({
      validationStatus: 'valid',
      validationMessage: 'Postal area confirmed; street not checked',
      formattedAddress: `2580 Shaughnessy St, ${city}, BC V3B 3E7, Canada`,
      suggestedAddress: null,
    });
    expect(response.json()).toEqual({
      results: [
        notFound,
        // Toronto exists, but not in British Columbia.
        notFound,
        {
          validationStatus: 'warning',
          validationMessage: 'Postal code V6E is in Vancouver, not Burnaby.',
          formattedAddress: '1055 W Georgia St, Vancouver, BC V6E 3P3, Canada',
          suggestedAddress: {
            streetAddress: '1055 W Georgia St',
            city: 'Vancouver',
            province: 'BC',
            postalCode: 'V6E 3P3',
            countryCode: 'CA',
          },
        },
        inV3BValid('Coquitlam'),
        inV3BValid('Port Coquitlam'),
      ],
    });
  });

  it('refuses an empty list and more than 100 addresses', async () => {
    const cookies = await signedIn();
    expect((await check({ addresses: [] }, cookies)).statusCode).toBe(400);
    const tooMany = await check({ addresses: Array(101).fill(royalCentre) }, cookies);
    expect(tooMany.statusCode).toBe(400);
    expect((await check({ addresses: [{ city: 'Vancouver' }] }, cookies)).statusCode).toBe(400);
  });

  it('limits calls per IP', async () => {
    const cookies = await signedIn();
    const remoteAddress = nextAddress();
    for (let call = 0; call < ADDRESS_CHECK_RATE_LIMIT.max; call += 1) {
      const response = await check({ addresses: [royalCentre] }, cookies, remoteAddress);
      expect(response.statusCode).toBe(200);
    }
    const over = await check({ addresses: [royalCentre] }, cookies, remoteAddress);
    expect(over.statusCode).toBe(429);
  });
});
