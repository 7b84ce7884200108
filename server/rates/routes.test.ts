import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountMessages } from '#domain/auth/messages.ts';
import {
  billingMonthOf,
  billingMonthStart,
  previousBillingMonth,
} from '#domain/shipments/billing-month.ts';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { insertShipment } from '../test-support/rates.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const vancouverToToronto = {
  weight: 2,
  weightUnit: 'KGS',
  originPostalCode: 'V6B 1A1',
  countryCode: 'CA',
  destinationPostalCode: 'M5V 2T6',
};

const postRates = (payload: unknown, cookies: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: '/web/rates', payload: payload as object, cookies });

const serviceCodes = (body: { rates: { serviceCode: string }[] }) =>
  body.rates.map((rate) => rate.serviceCode);

describe('POST /web/rates for a guest', () => {
  it('quotes Vancouver to Toronto, cheapest first, in dollars', async () => {
    const response = await postRates(vancouverToToronto);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rates: [
        {
          serviceCode: 'CA_GROUND',
          serviceName: 'Canada Ground',
          eta: 7,
          discountRate: 50,
          finalDue: 18,
        },
        {
          serviceCode: 'CA_EXPEDITED',
          serviceName: 'Canada Expedited',
          eta: 4,
          discountRate: 50,
          finalDue: 26,
        },
        {
          serviceCode: 'CA_PRIORITY',
          serviceName: 'Canada Priority',
          eta: 2,
          discountRate: 50,
          finalDue: 37,
        },
      ],
    });
  });

  it('quotes Vancouver to New York across the border, Ground without a date', async () => {
    const response = await postRates({
      ...vancouverToToronto,
      countryCode: 'US',
      destinationPostalCode: '10001',
    });
    expect(response.statusCode).toBe(200);
    const [ground, ...faster] = response.json().rates;
    expect(ground).toMatchObject({ serviceCode: 'CA_US_GROUND', eta: 'UNAVAILABLE' });
    expect(faster.map((rate: { serviceCode: string }) => rate.serviceCode)).toEqual([
      'CA_US_EXPEDITED',
      'CA_US_PRIORITY',
    ]);
  });

  it('adds Next Day and Second Day from V6B to V5K, whatever the case and spacing', async () => {
    const response = await postRates({
      ...vancouverToToronto,
      originPostalCode: 'v6b1a1',
      destinationPostalCode: 'v5k 0a1',
    });
    expect(serviceCodes(response.json())).toEqual([
      'GVA_SECOND_DAY',
      'CA_GROUND',
      'VAN_NEXT_DAY',
      'CA_EXPEDITED',
      'CA_PRIORITY',
    ]);
  });

  it('does not offer them from Toronto to Vancouver', async () => {
    const response = await postRates({
      ...vancouverToToronto,
      originPostalCode: 'M5V 2T6',
      destinationPostalCode: 'V6B 1A1',
    });
    expect(serviceCodes(response.json())).toEqual(['CA_GROUND', 'CA_EXPEDITED', 'CA_PRIORITY']);
  });

  it('reads numbers as text, pounds and inches', async () => {
    const response = await postRates({
      ...vancouverToToronto,
      weight: '4.4',
      weightUnit: 'LBS',
      length: '11',
      width: '6',
      height: '4.3',
      dimensionUnit: 'IN',
    });
    expect(response.statusCode).toBe(200);
    // 4.4 lb is 1.996 kg, billed as 2 kg: the same prices as 2 kg.
    expect(response.json().rates[0]).toMatchObject({ serviceCode: 'CA_GROUND', finalDue: 18 });
  });

  it('quotes a flat envelope: a zero side is accepted, as order creation accepts it', async () => {
    const response = await postRates({ ...vancouverToToronto, height: 0 });
    expect(response.statusCode).toBe(200);
    expect(serviceCodes(response.json())).toEqual(['CA_GROUND', 'CA_EXPEDITED', 'CA_PRIORITY']);
  });

  it('answers an empty list when no service takes the parcel', async () => {
    const response = await postRates({ ...vancouverToToronto, weight: 151 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rates: [] });
  });

  it.each([
    [
      'an unknown FSA',
      { destinationPostalCode: 'M0A 1A1' },
      'destinationPostalCode',
      "Postal code 'M0A 1A1' was not found.",
    ],
    [
      'an unknown ZIP',
      { originPostalCode: '00000' },
      'originPostalCode',
      "Postal code '00000' was not found.",
    ],
    [
      'a malformed code',
      { originPostalCode: '12AB' },
      'originPostalCode',
      "'12AB' is not a valid Canadian postal code (A1A 1A1) or US ZIP code (12345).",
    ],
    [
      "a country that is not the destination's",
      { countryCode: 'US' },
      'countryCode',
      "'M5V 2T6' is a Canadian postal code, but the receiver's country is US.",
    ],
    ['a negative weight', { weight: -2 }, 'weight', 'Weight must not be negative.'],
    ['a weight over the limit', { weight: 20_000 }, 'weight', 'Weight must be at most 10000.'],
    [
      'a weight in exponent notation over the limit',
      { weight: '1e9' },
      'weight',
      'Weight must be at most 10000.',
    ],
    [
      'a side in exponent notation over the limit',
      { length: 1e9 },
      'length',
      'Length must be at most 1000.',
    ],
    [
      'a 100,000-character postal code, without echoing it',
      { originPostalCode: 'V'.repeat(100_000) },
      'originPostalCode',
      'Origin postal code must be at most 10 characters.',
    ],
    [
      'a malformed code with an invisible character, quoting only what can be read',
      { originPostalCode: 'V6B\u200B1A' },
      'originPostalCode',
      "'V6B1A' is not a valid Canadian postal code (A1A 1A1) or US ZIP code (12345).",
    ],
    [
      'a code with a control character',
      { originPostalCode: 'V6B\u00001A' },
      'originPostalCode',
      'Origin postal code cannot contain line breaks, control characters (such as NUL) or text-direction overrides.',
    ],
    ['a missing weight', { weight: undefined }, 'weight', 'Weight is required.'],
    [
      'a missing destination',
      { destinationPostalCode: undefined },
      'destinationPostalCode',
      'Destination postal code is required.',
    ],
    ['an unknown unit', { weightUnit: 'STONE' }, 'weightUnit', 'Weight unit must be KGS or LBS.'],
  ])('refuses %s with 400, naming the field', async (_, change, field, message) => {
    const response = await postRates({ ...vancouverToToronto, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/web/rates',
      headers: { 'content-type': 'application/json' },
      payload: '{"weight":',
    });
    expect(response.statusCode).toBe(400);
  });
});

/** A newly registered user, and the cookies that sign them in. */
async function newUser() {
  const account = await registerAccount(testApp.app);
  return { userId: account.user.userId, cookies: withSession(account.token) };
}

// Paid-at instants around the month boundaries, Vancouver time, from the app's clock.
const thisMonth = billingMonthOf(new Date());
const thisMonthStart = billingMonthStart(thisMonth);
const lastMonthStart = billingMonthStart(previousBillingMonth(thisMonth));
const justBefore = (instant: Date) => new Date(instant.getTime() - 1);

const groundOf = (response: { json(): { rates: { serviceCode: string }[] } }) =>
  response.json().rates.find((rate) => rate.serviceCode === 'CA_GROUND');

describe('POST /web/rates for a signed-in user', () => {
  it('applies the contract rate on top of the first tier, and the same-city rate within Vancouver', async () => {
    const { userId, cookies } = await newUser();
    await testApp.database.db
      .update(users)
      .set({ contractRate: 0.85, sameCityRate: 0.5 })
      .where(eq(users.id, userId));

    // $35 list, 50 % off, times 0.85: $14.875, so $15
    expect(groundOf(await postRates(vancouverToToronto, cookies))).toMatchObject({
      finalDue: 15,
      discountRate: 57.5,
    });
    // $13 list, 50 % off, times 0.5: $3.25, so $3
    const local = await postRates(
      { ...vancouverToToronto, destinationPostalCode: 'V5K 0A1' },
      cookies,
    );
    expect(groundOf(local)).toMatchObject({ finalDue: 3, discountRate: 75 });
  });

  it("quotes the user's own tier from their paid shipments: 60 % off from 51 this month", async () => {
    const { userId, cookies } = await newUser();
    await insertShipment(testApp.database.db, userId, { packages: 51, paidAt: thisMonthStart });
    // $35 list, 60 % off
    expect(groundOf(await postRates(vancouverToToronto, cookies))).toMatchObject({
      finalDue: 14,
      discountRate: 60,
    });
    expect(groundOf(await postRates(vancouverToToronto))).toMatchObject({ discountRate: 50 });
  });

  it("keeps last month's tier on the 1st: 80 % off after 501 last month", async () => {
    const { userId, cookies } = await newUser();
    await insertShipment(testApp.database.db, userId, { packages: 501, paidAt: lastMonthStart });
    expect(groundOf(await postRates(vancouverToToronto, cookies))).toMatchObject({
      finalDue: 7,
      discountRate: 80,
    });
  });
});

const getPricingTier = (cookies: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: '/web/user/pricing-tier', cookies });

describe('GET /web/user/pricing-tier', () => {
  it('answers a new account the first tier and what the next one needs', async () => {
    const { cookies } = await newUser();
    const response = await getPricingTier(cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tier: { label: '1-50', discountPercent: 50 },
      packagesThisMonth: 0,
      packagesLastMonth: 0,
      keptFromLastMonth: false,
      nextTier: { label: '51-200', discountPercent: 60, packagesNeeded: 51 },
    });
  });

  it("counts the caller's paid packages this month and last, and keeps last month's tier", async () => {
    const { userId, cookies } = await newUser();
    const db = testApp.database.db;
    await insertShipment(db, userId, { packages: 30, paidAt: thisMonthStart });
    await insertShipment(db, userId, { packages: 7, paidAt: new Date() });
    await insertShipment(db, userId, { packages: 100, paidAt: lastMonthStart });
    await insertShipment(db, userId, { packages: 20, paidAt: justBefore(thisMonthStart) });

    expect((await getPricingTier(cookies)).json()).toEqual({
      tier: { label: '51-200', discountPercent: 60 },
      packagesThisMonth: 37,
      packagesLastMonth: 120,
      keptFromLastMonth: true,
      nextTier: { label: '201-500', discountPercent: 70, packagesNeeded: 164 },
    });
  });

  it("counts neither another user's shipments, nor unpaid ones, nor those of two months ago", async () => {
    const { userId, cookies } = await newUser();
    const other = await newUser();
    const db = testApp.database.db;
    await insertShipment(db, other.userId, { packages: 600, paidAt: thisMonthStart });
    await insertShipment(db, userId, { packages: 60, paidAt: null });
    await insertShipment(db, userId, { packages: 300, paidAt: justBefore(lastMonthStart) });
    await insertShipment(db, userId, { packages: 2, paidAt: thisMonthStart });

    expect((await getPricingTier(cookies)).json()).toMatchObject({
      tier: { label: '1-50' },
      packagesThisMonth: 2,
      packagesLastMonth: 0,
    });
    expect((await getPricingTier(other.cookies)).json()).toMatchObject({
      tier: { label: '500+', discountPercent: 80 },
      packagesThisMonth: 600,
      nextTier: null,
    });
  });

  it('answers 401 to a guest', async () => {
    const response = await getPricingTier();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: AccountMessages.authExpired });
  });
});
