import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Expects the answer of one of our PDF routes (a label, an invoice): a 200 with the PDF type,
 * this Content-Disposition, kept out of every cache, and a body that is a PDF.
 */
export function expectPrivatePdf(response: LightMyRequestResponse, contentDisposition: string) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(contentDisposition);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
}
