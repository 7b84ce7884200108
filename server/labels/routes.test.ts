import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../http/error-handler.ts';
import { expectPrivatePdf } from '../test-support/pdf-response.ts';
import { LabelMessages } from '#domain/labels/messages.ts';
import { ShipmentMessages } from '#domain/common/shipping-messages.ts';
import { pageSizes } from '../test-support/pdf-text.ts';
import { parseZplLabels } from '../test-support/zpl.ts';
import { NO_LABEL_MESSAGE, registerLabelRoutes } from './routes.ts';
import { crossBorderLabel, sampleLabel } from '../test-support/labels.ts';

const OWNER = 'owner-session';
const paidTrackingNumber = sampleLabel.trackingNumber;

/** Stands in for the orders code: only the owner's session gets the one paid label. */
const lookups: string[] = [];
async function findLabelData(request: FastifyRequest, trackingNumber: string) {
  lookups.push(trackingNumber);
  const isOwner = request.headers['x-test-session'] === OWNER;
  return isOwner && trackingNumber === paidTrackingNumber ? sampleLabel : null;
}

const PAID_BATCH = 'paid-batch';
const UNPAID_BATCH = 'unpaid-batch';
/** Stands in for the orders code: the owner's paid batch holds two labels, their unpaid one none. */
async function findBatchLabels(request: FastifyRequest, shippingBatchId: string) {
  if (request.headers['x-test-session'] !== OWNER) return null;
  if (shippingBatchId === PAID_BATCH) return [sampleLabel, crossBorderLabel];
  return shippingBatchId === UNPAID_BATCH ? [] : null;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerLabelRoutes(app, { findLabelData, findBatchLabels, fallbackFont: null });
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

/** The barcodes of a ZPL answer's labels, in order. */
const zplBarcodes = (zpl: string) =>
  parseZplLabels(zpl).flatMap((label) =>
    label.fields.flatMap((field) => (field.barcodeHeight ? [field.data] : [])),
  );

describe('GET /web/label/{trackingNumber}/zpl', () => {
  it('downloads the label as UTF-8 ZPL, named after the tracking number, kept out of every cache', async () => {
    const response = await get(`/web/label/${paidTrackingNumber.toLowerCase()}/zpl`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="maplepost-label-${paidTrackingNumber}.zpl"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(zplBarcodes(response.body)).toEqual([paidTrackingNumber]);
  });

  it("answers 404 for someone else's label and for an invalid number", async () => {
    for (const [url, session] of [
      [`/web/label/${paidTrackingNumber}/zpl`, 'another-session'],
      ['/web/label/MP123456784CA/zpl', OWNER],
    ] as const) {
      const response = await get(url, session);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: NO_LABEL_MESSAGE });
    }
  });
});

describe('GET /web/label/batch/{shippingBatchId}/pdf and /zpl', () => {
  it('answers every label of the batch in one PDF, a cross-border label with its customs page', async () => {
    const response = await get(`/web/label/batch/${PAID_BATCH}/pdf`);
    expectPrivatePdf(response, `inline; filename="maplepost-labels-${PAID_BATCH}.pdf"`);
    expect(pageSizes(response.rawPayload)).toHaveLength(3);
  });

  it('answers the same labels as one ZPL stream, in the batch’s order', async () => {
    const response = await get(`/web/label/batch/${PAID_BATCH}/zpl`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="maplepost-labels-${PAID_BATCH}.zpl"`,
    );
    expect(parseZplLabels(response.body)).toHaveLength(3);
    expect(zplBarcodes(response.body)).toEqual([
      paidTrackingNumber,
      crossBorderLabel.trackingNumber,
    ]);
  });

  it("answers the batch PDF's url, as for one label", async () => {
    const response = await get(`/web/label/batch/${PAID_BATCH}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: `/web/label/batch/${PAID_BATCH}/pdf` });
  });

  it("answers 404 for someone else's batch, and 409 saying why for the owner's batch without labels", async () => {
    for (const format of ['', '/pdf', '/zpl']) {
      const stranger = await get(`/web/label/batch/${PAID_BATCH}${format}`, 'another-session');
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ message: ShipmentMessages.batchNotFound });
      const unpaid = await get(`/web/label/batch/${UNPAID_BATCH}${format}`);
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json()).toEqual({ message: LabelMessages.batchWithoutLabels });
    }
  });
});
