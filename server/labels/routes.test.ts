import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../http/error-handler.ts';
import { expectPrivatePdf } from '../test-support/pdf-response.ts';
import { NO_LABEL_MESSAGE, registerLabelRoutes } from './routes.ts';
import { sampleLabel } from './test-labels.ts';

const OWNER = 'owner-session';
const paidTrackingNumber = sampleLabel.trackingNumber;

/** Stands in for the orders code: only the owner's session gets the one paid label. */
const lookups: string[] = [];
async function findLabelData(request: FastifyRequest, trackingNumber: string) {
  lookups.push(trackingNumber);
  const isOwner = request.headers['x-test-session'] === OWNER;
  return isOwner && trackingNumber === paidTrackingNumber ? sampleLabel : null;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerLabelRoutes(app, { findLabelData, fallbackFont: null });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, session = OWNER) =>
  app.inject({ method: 'GET', url, headers: { 'x-test-session': session } });

describe('GET /web/label/{trackingNumber}', () => {
  it("answers the PDF's url to the owner of a paid label", async () => {
    const response = await get(`/web/label/${paidTrackingNumber}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: `/web/label/${paidTrackingNumber}/pdf` });
  });

  it('accepts the number in lower case, and answers its normal form', async () => {
    const response = await get(`/web/label/${paidTrackingNumber.toLowerCase()}`);
    expect(response.json()).toEqual({ url: `/web/label/${paidTrackingNumber}/pdf` });
  });

  it("answers 404 for someone else's label", async () => {
    const response = await get(`/web/label/${paidTrackingNumber}`, 'another-session');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: NO_LABEL_MESSAGE });
  });

  it('answers 404 for an invalid tracking number without looking it up', async () => {
    lookups.length = 0;
    for (const invalid of ['MP123456784CA', 'not-a-number', '%3Cscript%3E']) {
      const response = await get(`/web/label/${invalid}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No label URL found' });
    }
    expect(lookups).toEqual([]);
  });
});

describe('GET /web/label/{trackingNumber}/pdf', () => {
  it('serves the PDF inline, named after the tracking number, kept out of every cache', async () => {
    const response = await get(`/web/label/${paidTrackingNumber}/pdf`);
    expectPrivatePdf(response, `inline; filename="maplepost-label-${paidTrackingNumber}.pdf"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers 404 for someone else's label and for an invalid number", async () => {
    for (const [url, session] of [
      [`/web/label/${paidTrackingNumber}/pdf`, 'another-session'],
      ['/web/label/MP123456784CA/pdf', OWNER],
    ] as const) {
      const response = await get(url, session);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: NO_LABEL_MESSAGE });
    }
  });
});
