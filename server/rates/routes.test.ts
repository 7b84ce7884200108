import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../auth/sessions.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { registerRateRoutes } from './routes.ts';

// server/app.ts does not register the rate routes yet, so this app holds them alone, set up as app.ts does.
let database: DatabaseHandle;
let app: FastifyInstance;
let signedInUser: CurrentUser | null = null;

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const sessions = { currentUser: async () => signedInUser };
  registerRateRoutes(app, { sessions, db: database.db, now: () => new Date() });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const vancouverToToronto = {
  weight: 2,
  weightUnit: 'KGS',
  originPostalCode: 'V6B 1A1',
  countryCode: 'CA',
  destinationPostalCode: 'M5V 2T6',
};

const postRates = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/web/rates', payload: payload as object });

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
          discountRate: 40,
          finalDue: 21,
        },
        {
          serviceCode: 'CA_EXPEDITED',
          serviceName: 'Canada Expedited',
          eta: 4,
          discountRate: 40,
          finalDue: 30.6,
        },
        {
          serviceCode: 'CA_PRIORITY',
          serviceName: 'Canada Priority',
          eta: 2,
          discountRate: 40,
          finalDue: 44.4,
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
    expect(response.json().rates[0]).toMatchObject({ serviceCode: 'CA_GROUND', finalDue: 21 });
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
    ['a negative weight', { weight: -2 }, 'weight', 'Weight must be greater than 0.'],
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
    const response = await app.inject({
      method: 'POST',
      url: '/web/rates',
      headers: { 'content-type': 'application/json' },
      payload: '{"weight":',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /web/rates for a signed-in user', () => {
  beforeAll(async () => {
    const [account] = await database.db
      .insert(accounts)
      .values({ email: 'shipper@example.com', passwordHash: 'x' })
      .returning();
    const [user] = await database.db
      .insert(users)
      .values({
        accountId: account!.id,
        username: 'Shipper',
        email: 'shipper@example.com',
        contractRate: 0.85,
        sameCityRate: 0.5,
      })
      .returning();
    signedInUser = {
      userId: user!.id,
      accountId: account!.id,
      name: 'Shipper',
      email: 'shipper@example.com',
    };
  });

  afterAll(() => {
    signedInUser = null;
  });

  it('applies the contract rate on top of the first tier', async () => {
    const response = await postRates(vancouverToToronto);
    // $35 list, 40 % off, times 0.85
    expect(response.json().rates[0]).toMatchObject({
      serviceCode: 'CA_GROUND',
      finalDue: 17.85,
      discountRate: 49,
    });
  });

  it('applies the same-city rate within Vancouver', async () => {
    const response = await postRates({ ...vancouverToToronto, destinationPostalCode: 'V5K 0A1' });
    const ground = response
      .json()
      .rates.find((rate: { serviceCode: string }) => rate.serviceCode === 'CA_GROUND');
    // $13 list, 40 % off, times 0.5
    expect(ground).toMatchObject({ finalDue: 3.9, discountRate: 70 });
  });
});
