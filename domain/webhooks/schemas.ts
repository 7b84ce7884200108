import { z } from 'zod';
import { singleLineText } from '../common/text.ts';

/** What an endpoint can subscribe to: each is sent when it happens, to every endpoint that wants it. */
export const WEBHOOK_EVENT_TYPES = [
  'shipment.created',
  'label.created',
  'tracking.updated',
  'bulk.completed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What each event means, as the webhooks page explains it beside its checkbox. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'shipment.created':
    'A shipment was created: on the website, through the API or by a bulk upload.',
  'label.created': 'A shipment was paid for and its label can be printed.',
  'tracking.updated': 'A parcel has a new tracking event.',
  'bulk.completed': 'A bulk upload finished processing all its rows.',
};

/** Enough for one per shop, system and environment, as with API keys. */
export const MAX_WEBHOOK_ENDPOINTS_PER_ACCOUNT = 10;
export const MAX_WEBHOOK_URL_LENGTH = 2048;
/** Deliveries per page of an endpoint's log. */
export const WEBHOOK_DELIVERY_PAGE_SIZE = 20;

export const WebhookMessages = {
  urlRequired: 'Please enter the address that should receive the events.',
  urlInvalid:
    'Enter a full web address starting with https://, such as https://shop.example/hooks.',
  urlTooLong: `The address can be at most ${MAX_WEBHOOK_URL_LENGTH} characters.`,
  urlNotHttps: 'The address must start with https:// so that events travel encrypted.',
  urlCredentials: 'The address cannot contain a user name or password.',
  urlPrivate:
    'This address points to a private, local or reserved network, which Maplepost does not send events to.',
  urlUnresolvable: 'This address’s host name could not be found. Check it for typos.',
  eventsRequired: 'Choose at least one event to receive.',
  eventInvalid: `Choose events among ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
  tooManyEndpoints: `An account can have at most ${MAX_WEBHOOK_ENDPOINTS_PER_ACCOUNT} webhook endpoints. Please delete one you no longer use first.`,
  endpointNotFound: 'This webhook endpoint was not found.',
  endpointDeleted: 'The webhook endpoint was deleted: it receives no more events.',
  deliveryNotFound: 'This delivery was not found.',
  resendQueued: 'The event is being sent again.',
  notSentEndpointOff:
    'Not sent: the endpoint was switched off first. Resend it once it is back on.',
  cursorInvalid: 'cursor must be the nextCursor of a page.',
} as const;

/** An endpoint's address; https is required in production, which the server checks. */
const WebhookUrlSchema = singleLineText('The address', WebhookMessages.urlRequired)
  .trim()
  .min(1, { error: WebhookMessages.urlRequired })
  .max(MAX_WEBHOOK_URL_LENGTH, { error: WebhookMessages.urlTooLong })
  .pipe(z.url({ protocol: /^https?$/, error: WebhookMessages.urlInvalid }));

const WebhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WebhookMessages.eventInvalid }), {
    error: WebhookMessages.eventsRequired,
  })
  .min(1, { error: WebhookMessages.eventsRequired })
  // Each once, in the catalogue's order, whatever order the boxes were ticked in.
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

/** POST /web/user/webhook-endpoints: where to send, and what. */
export const WebhookEndpointCreateRequestSchema = z.object({
  url: WebhookUrlSchema,
  events: WebhookEventsSchema,
});
export type WebhookEndpointCreateRequest = z.input<typeof WebhookEndpointCreateRequestSchema>;

/** PATCH /web/user/webhook-endpoints/{endpointId}: other events, or switched off or back on. */
export const WebhookEndpointUpdateRequestSchema = z.object({
  events: WebhookEventsSchema.optional(),
  enabled: z.boolean({ error: 'enabled must be true or false.' }).optional(),
});
export type WebhookEndpointUpdateRequest = z.input<typeof WebhookEndpointUpdateRequestSchema>;

/** An endpoint as its owner sees it; the signing secret only on request (WebhookSecretSchema). */
export const WebhookEndpointSchema = z.object({
  endpointId: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why it is off: its owner switched it off, or deliveries kept failing. Null while on. */
  disabledReason: z.enum(['BY_USER', 'FAILING']).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When deliveries started failing without one succeeding since; null while they succeed. */
  failingSince: z.iso.datetime({ offset: true }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** POST /api/v1/webhook-endpoints answers the new endpoint with its signing secret. */
export const WebhookEndpointCreatedSchema = WebhookEndpointSchema.extend({
  /** `whsec_…`: verify each delivery's Maplepost-Signature with it. */
  secret: z.string(),
});

/** The type of the event a Send test event button sends, which no endpoint subscribes to. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/** POST /web/user/webhook-endpoints/{endpointId}/test: how the endpoint answered a test event, at once. */
export const WebhookTestResultSchema = z.object({
  delivered: z.boolean(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type WebhookTestResult = z.infer<typeof WebhookTestResultSchema>;

/** GET /web/user/webhook-endpoints: the account's endpoints, newest first. */
export const WebhookEndpointListSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) });

/** GET /web/user/webhook-endpoints/{endpointId}/secret: what receivers verify signatures with. */
export const WebhookSecretSchema = z.object({ secret: z.string() });

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;

/** One event sent (or being sent) to one endpoint: the delivery log's line. */
export const WebhookDeliverySchema = z.object({
  deliveryId: z.string(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  /** PENDING while attempts remain, DELIVERED after a 2xx, FAILED when every retry failed. */
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The HTTP status of the last attempt; null before one, or when it got no answer. */
  lastStatusCode: z.number().int().nullable(),
  /** Why the last attempt got no answer (a timeout, a refused connection); null otherwise. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  deliveredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** GET /web/user/webhook-endpoints/{endpointId}/deliveries: newest first, a page at a time. */
export const WebhookDeliveryPageSchema = z.object({
  deliveries: z.array(WebhookDeliverySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPageSchema>;
