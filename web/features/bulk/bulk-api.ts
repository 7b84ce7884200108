import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AddressCheckResponseSchema,
  BatchCreateResponseSchema,
  BatchListResponseSchema,
  BatchOrderCreateResponseSchema,
  BulkValidateResponseSchema,
  RetryRowResponseSchema,
  SelectServiceResponseSchema,
  type AddressToCheck,
  type BatchOrderCreateRequest,
  type BulkValidateRequest,
} from '#domain/bulk/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** The bulk wizard's cached answers: the user's batches, and the recipient checks' code. */
export const bulkKeys = {
  all: ['bulk'] as const,
  batches: () => [...bulkKeys.all, 'batches'] as const,
  recipientChecks: () => [...bulkKeys.all, 'recipient-checks'] as const,
};

/** GET /web/batch/list as one query, so creating a batch can refresh it. */
export const batchListQuery = queryOptions({
  queryKey: bulkKeys.batches(),
  queryFn: ({ signal }) => apiRequest('/web/batch/list', BatchListResponseSchema, { signal }),
});

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** The bulk calls of spec section 7 and the contract in domain/bulk/schemas.ts. */
export const bulkApi = {
  createBatch: (batchId: string) =>
    apiRequest(`/web/batch/create/${path(batchId)}`, BatchCreateResponseSchema, {
      method: 'POST',
    }),

  checkAddresses: async (addresses: AddressToCheck[]) =>
    (
      await apiRequest('/web/bulk/address-check', AddressCheckResponseSchema, {
        body: { addresses },
      })
    ).results,

  createOrders: async (request: BatchOrderCreateRequest) =>
    (await apiRequest('/web/order/create/batch', BatchOrderCreateResponseSchema, { body: request }))
      .data.uploadId,

  retryRow: (uploadId: string, rowNumber: number, order: Record<string, unknown>) =>
    apiRequest(
      `/web/order/create/batch/${path(uploadId)}/rows/${rowNumber}`,
      RetryRowResponseSchema,
      { body: order },
    ),

  selectService: (trackingNumber: string, serviceCode: string) =>
    apiRequest(`/web/order/select-service/${path(trackingNumber)}`, SelectServiceResponseSchema, {
      body: { serviceCode },
    }),

  validate: async (request: BulkValidateRequest) =>
    (await apiRequest('/web/order/validate/batch', BulkValidateResponseSchema, { body: request }))
      .data.shippingBatchId,
};

/** An answer that is not what the contract says (a ZodError from parsing it). */
export const isMalformedAnswer = (error: unknown) => error instanceof z.ZodError;
