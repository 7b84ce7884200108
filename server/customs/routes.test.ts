import { describe, expect, it } from 'vitest';
import { CustomsMessages } from '#domain/customs/customs-messages.ts';
import { HsCodeSearchResponseSchema } from '#domain/customs/hs-code-search.ts';
import { SAMPLE_PLACES } from '#domain/test-support/sample-addresses.ts';
import { accountWithKey, bearer } from '../test-support/api-keys.ts';
import { bulkEntry, bulkShipper, processedRows, waitForUpload } from '../test-support/bulk.ts';
import { billMonthly, expectProblem } from '../test-support/public-api.ts';
import { orderBody, shipper } from '../test-support/shipments.ts';
import { useTestApp } from '../test-support/use-test-app.ts';

const testApp = useTestApp();
// A server started without the nomenclature: its file is not where HS_NOMENCLATURE_FILE says.
const withoutTable = useTestApp({
  environment: { HS_NOMENCLATURE_FILE: '/nonexistent/harmonized-system.csv' },
});

const search = (app = testApp.app, q?: string) =>
  app.inject({
    method: 'GET',
    url: '/web/customs/hs-codes',
    query: q === undefined ? {} : { q },
  });

/** A Vancouver to New York order declaring one item with the HS code. */
function crossBorderOrder(hsCode: string) {
  const { empireState } = SAMPLE_PLACES;
  return {
    recipientStreetAddress: empireState.streetAddress,
    recipientCity: empireState.city,
    recipientProvince: empireState.province,
    recipientPostalCode: empireState.postalCode,
    recipientCountryCode: empireState.countryCode,
    serviceCode: 'CA_US_GROUND',
    customs: {
      contentsType: 'MERCHANDISE',
      currency: 'CAD',
      nonDelivery: 'RETURN',
      items: [
        {
          description: 'Maple syrup, 500 ml',
          quantity: 1,
          unitValue: 18.5,
          unitWeight: 0.7,
          hsCode: '1702.20',
          originCountry: 'CA',
        },
        {
          description: "Women's cotton T-shirt",
          quantity: 2,
          unitValue: 25,
          unitWeight: 0.2,
          hsCode,
          originCountry: 'CA',
        },
      ],
    },
  };
}

const NOT_A_SUBHEADING = {
  message: `Customs item 2: ${CustomsMessages.hsCodeNotSubheading('6109.99')}`,
  field: 'customs/items/1/hsCode',
};

describe('GET /web/customs/hs-codes', () => {
  it('answers the matching subheadings to anyone, signed in or not', async () => {
    const response = await search(testApp.app, 'cotton t-shirt');
    expect(response.statusCode, response.body).toBe(200);
    expect(HsCodeSearchResponseSchema.parse(response.json()).matches[0]).toEqual({
      hsCode: '610910',
      description: 'T-shirts, singlets and other vests, knitted or crocheted; of cotton',
    });
  });

  it("answers a heading's subheadings for its digits", async () => {
    const response = await search(testApp.app, '6109');
    expect(response.json()).toEqual({
      matches: [
        expect.objectContaining({ hsCode: '610910' }),
        expect.objectContaining({ hsCode: '610990' }),
      ],
    });
  });

  it('answers 400 to a one-character or missing q', async () => {
    const short = await search(testApp.app, 'a');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: 'Type at least 2 characters to search HS codes.',
      field: 'q',
    });
    expect((await search(testApp.app)).statusCode).toBe(400);
  });

  it('answers 503 problem details telling the user to use their tariff when the server has no nomenclature', async () => {
    const problem = expectProblem(await search(withoutTable.app, 'cotton'), 503);
    expect(problem['detail']).toBe(CustomsMessages.hsCodeSearchUnavailable);
  });
});

describe('GET /api/v1/hs-codes', () => {
  const callSearch = (key: string | undefined, q: string, app = testApp.app) =>
    app.inject({
      method: 'GET',
      url: '/api/v1/hs-codes',
      query: { q },
      headers: key ? bearer(key) : { origin: undefined },
    });

  it('answers any key the same search, by words or digits', async () => {
    const { key } = await accountWithKey(testApp.app, 'READ_ONLY');
    const byWords = await callSearch(key, 'maple syrup');
    expect(byWords.statusCode, byWords.body).toBe(200);
    expect(byWords.json().matches[0]).toEqual({
      hsCode: '170220',
      description: 'Maple sugar and maple syrup',
    });
    expect((await callSearch(key, '6109.10')).json().matches).toHaveLength(1);
  });

  it('answers 401 without a key, and 400 problem details to a one-character q', async () => {
    expectProblem(await callSearch(undefined, 'maple'), 401);
    const { key } = await accountWithKey(testApp.app, 'READ_ONLY');
    expect(expectProblem(await callSearch(key, 'm'), 400)['field']).toBe('q');
  });

  it('answers 503 when the server has no nomenclature', async () => {
    const { key } = await accountWithKey(withoutTable.app, 'READ_ONLY');
    expectProblem(await callSearch(key, 'maple', withoutTable.app), 503);
  });

  it('is in the OpenAPI document with its statuses', async () => {
    const document = (
      await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    ).json();
    const operation = document.paths['/api/v1/hs-codes'].get;
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429', '503']),
    );
    // Any key may search: no scope refuses it.
    expect(Object.keys(operation.responses)).not.toContain('403');
  });
});

describe('a declared HS code that is not a subheading', () => {
  it('is refused by POST /web/order/create, naming the item and its field', async () => {
    const refused = await shipper(testApp.app).createOrder(crossBorderOrder('6109.99'));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual(NOT_A_SUBHEADING);
    const accepted = await shipper(testApp.app).createOrder(crossBorderOrder('6109.10.00.11'));
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('is refused by POST /api/v1/shipments as problem details', async () => {
    const account = await accountWithKey(testApp.app);
    await billMonthly(testApp.database.db, account.user.userId);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers: bearer(account.key),
      payload: orderBody(crossBorderOrder('610999')),
    });
    expect(expectProblem(response, 400)).toMatchObject({
      detail: NOT_A_SUBHEADING.message,
      field: NOT_A_SUBHEADING.field,
    });
  });

  it('makes its bulk row a FAILED processed order with the message', async () => {
    const bulk = await bulkShipper(testApp.app);
    const uploadId = await bulk.newUpload('Cross-border', [
      bulkEntry(crossBorderOrder('6109.10')),
      bulkEntry(crossBorderOrder('6109.99')),
    ]);
    await waitForUpload(testApp.database.db, uploadId);
    const [good, bad] = await processedRows(testApp.database.db, uploadId);
    expect(good!.result.processingStatus).toBe('SUCCESS');
    expect(bad!.result).toMatchObject({
      processingStatus: 'FAILED',
      errorMessage: NOT_A_SUBHEADING.message,
    });
  });

  it('is accepted for its shape alone when the server has no nomenclature', async () => {
    const response = await shipper(withoutTable.app).createOrder(crossBorderOrder('6109.99'));
    expect(response.statusCode, response.body).toBe(201);
  });
});
