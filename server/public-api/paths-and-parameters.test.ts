import { beforeAll, describe, expect, it } from 'vitest';
import { PublicApiMessages } from '#domain/public-api/schemas.ts';
import { accountWithKey } from '../test-support/api-keys.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { writeWebBuild } from '../test-support/web-build.ts';
import { callApi, expectProblem } from '../test-support/public-api.ts';

/**
 * Whatever the path, /api answers as an API: problem details, never the website's pages. The web
 * build is in place, as in production, where the site answers every GET no route takes.
 */
const testApp = useTestApp({ environment: { WEB_DIST_DIR: writeWebBuild() } });
let key: string;

beforeAll(async () => {
  key = (await accountWithKey(testApp.app, 'SHIPPING')).key;
});

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

describe('a path the API does not have', () => {
  it.each([
    '/api',
    '/api/',
    '/api/v1',
    '/api/v1/no-such-thing',
    '/api/v1/shipments/MP123456785CA/no-such-thing',
    '/api/v2/shipments?limit=1',
  ])('%s answers every method a 404 problem, with a key or without', async (url) => {
    for (const method of METHODS) {
      for (const withKey of [key, null]) {
        const options = { method, url };
        const response = await (withKey
          ? callApi(testApp.app, withKey, options)
          : testApp.app.inject(options));
        // HEAD answers as GET does, without the body.
        if (method === 'HEAD') {
          expect(response.statusCode).toBe(404);
          expect(response.headers['content-type']).toContain('application/problem+json');
          continue;
        }
        const problem = expectProblem(response, 404);
        expect(problem['detail']).toBe(`No such endpoint: ${method} ${url.split('?')[0]}`);
      }
    }
  });
});

describe('a path parameter that names nothing the API could have', () => {
  const trackingNumberNotValid = PublicApiMessages.trackingNumberNotValid;
  it.each([
    ['GET', '/api/v1/shipments/not-a-number', 'trackingNumber', trackingNumberNotValid],
    // The check digit of MP12345678 is 5.
    ['GET', '/api/v1/shipments/MP123456780CA/label', 'trackingNumber', trackingNumberNotValid],
    ['GET', '/api/v1/shipments/MP12345678CA/label/zpl', 'trackingNumber', trackingNumberNotValid],
    ['GET', '/api/v1/tracking/MP12345678CA', 'trackingNumber', trackingNumberNotValid],
    ['POST', '/api/v1/shipments/nope/cancel', 'trackingNumber', trackingNumberNotValid],
    [
      'GET',
      '/api/v1/shipping-batches/batch-1/labels',
      'shippingBatchId',
      PublicApiMessages.idNotValid('shippingBatchId'),
    ],
    ['GET', '/api/v1/bulk-uploads/42', 'uploadId', PublicApiMessages.idNotValid('uploadId')],
    [
      'POST',
      '/api/v1/bulk-uploads/42/shipments',
      'uploadId',
      PublicApiMessages.idNotValid('uploadId'),
    ],
    [
      'DELETE',
      '/api/v1/webhook-endpoints/abc',
      'endpointId',
      PublicApiMessages.idNotValid('endpointId'),
    ],
  ] as const)('%s %s answers a 400 problem naming %s', async (method, url, field, detail) => {
    const problem = expectProblem(await callApi(testApp.app, key, { method, url }), 400);
    expect(problem).toMatchObject({ field, detail });
  });

  it('still finds a shipment by its number written in lower case and with spaces', async () => {
    // Well-formed, so looked up: no such shipment in the account, rather than a bad number.
    const response = await callApi(testApp.app, key, {
      method: 'GET',
      url: '/api/v1/shipments/mp%20123%20456%20785%20ca',
    });
    expectProblem(response, 404);
  });

  it('that the router cannot read is a 400 problem quoting nothing back', async () => {
    const response = await callApi(testApp.app, key, {
      method: 'GET',
      url: '/api/v1/shipments/%E0%A4%A',
    });
    const problem = expectProblem(response, 400);
    expect(problem['detail']).toBe('This address is not valid. Check the link and try again.');
  });

  it('too long to route is a problem: 404 for a GET, which the site’s catch-all takes, 400 otherwise', async () => {
    const tooLong = 'M'.repeat(101);
    const read = { method: 'GET', url: `/api/v1/shipments/${tooLong}` } as const;
    expectProblem(await callApi(testApp.app, key, read), 404);
    const cancel = { method: 'POST', url: `/api/v1/shipments/${tooLong}/cancel` } as const;
    expectProblem(await callApi(testApp.app, key, cancel), 400);
  });
});
