import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeEmail } from '#domain/auth/email-rules.ts';
import { OpsMessages } from '#domain/ops/messages.ts';
import {
  BillingSwitchRequestSchema,
  BillingSwitchResponseSchema,
  OpsShipmentSchema,
  ScanRequestSchema,
  ScanResponseSchema,
} from '#domain/ops/schemas.ts';
import { normalizeTrackingNumber } from '#domain/tracking/tracking-number.ts';
import { createRequireStaff, type Sessions } from '../auth/index.ts';
import type { Database } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { findShipmentForStaff, setBillingType } from './queries.ts';
import type { WebhookEvents } from '../webhook-events.ts';
import { recordScan } from './scan.ts';

export type OpsRouteDependencies = {
  db: Database;
  sessions: Sessions;
  now: () => Date;
  publicUrl: string;
  webhooks: WebhookEvents;
};

/**
 * The operations side, under /web/ops: staff record scans, look up any shipment and switch
 * an account's billing. Every route is behind requireStaff; to anyone else it does not exist.
 */
export function registerOpsRoutes(
  app: FastifyInstance,
  { db, sessions, now, publicUrl, webhooks }: OpsRouteDependencies,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = createRequireStaff(sessions);

  routes.post(
    '/web/ops/scan',
    { onRequest, schema: { body: ScanRequestSchema, response: { 200: ScanResponseSchema } } },
    async (request) => ({
      results: await recordScan({ db, now, publicUrl, webhooks }, request.body),
    }),
  );

  routes.get(
    '/web/ops/shipments/:trackingNumber',
    {
      onRequest,
      schema: {
        params: z.object({ trackingNumber: z.string().transform(normalizeTrackingNumber) }),
        response: { 200: OpsShipmentSchema },
      },
    },
    async (request) => {
      const shipment = await findShipmentForStaff(db, request.params.trackingNumber);
      if (!shipment) throw notFound(OpsMessages.shipmentNotFound);
      return shipment;
    },
  );

  routes.put(
    '/web/ops/accounts/billing',
    {
      onRequest,
      schema: { body: BillingSwitchRequestSchema, response: { 200: BillingSwitchResponseSchema } },
    },
    async (request) => {
      const { email, billingType } = request.body;
      const user = await setBillingType(db, normalizeEmail(email), billingType);
      if (!user) throw notFound(OpsMessages.accountNotFound);
      return { ...user, message: OpsMessages.billingSwitched(user.email, user.billingType) };
    },
  );
}
