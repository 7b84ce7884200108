import {
  BillingSwitchResponseSchema,
  OpsShipmentSchema,
  ScanResponseSchema,
  type BillingSwitchRequest,
  type ScanInput,
} from '#domain/ops/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** The staff calls under /web/ops; each answer is parsed with the server's schema. */
export const opsApi = {
  scan: (scan: ScanInput) => apiRequest('/web/ops/scan', ScanResponseSchema, { body: scan }),
  lookUp: (trackingNumber: string) =>
    apiRequest(`/web/ops/shipments/${encodeURIComponent(trackingNumber)}`, OpsShipmentSchema),
  switchBilling: (request: BillingSwitchRequest) =>
    apiRequest('/web/ops/accounts/billing', BillingSwitchResponseSchema, {
      method: 'PUT',
      body: request,
    }),
};
