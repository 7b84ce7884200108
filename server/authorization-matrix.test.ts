import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ADDRESSES, SAMPLE_PLACES } from '#domain/test-support/sample-addresses.ts';
import { SAMPLE_RATE_REQUEST } from '#domain/test-support/sample-parcels.ts';
import type { ApiKeyCreated } from '#domain/api-keys/schemas.ts';
import { BatchProgressMessageSchema } from '#domain/bulk/schemas.ts';
import { billingMonthOf } from '#domain/shipments/billing-month.ts';
import { pickupDates } from '#domain/pickups/pickup-rules.ts';
import { signUpWithAddressBook } from './test-support/address-book.ts';
import { registerAccount, withSession } from './test-support/auth.ts';
import { bulkEntry, processedRows, waitForUpload } from './test-support/bulk.ts';
import { nonceFor, pay, tokenize } from './test-support/checkout.ts';
import { users } from './db/schema.ts';
import { noSuchEndpointMessage } from './http/errors.ts';
import { orderBody, shipper, type Cookies } from './test-support/shipments.ts';
import { routeTableOf } from './test-support/route-table.ts';
import { useTestApp } from './test-support/use-test-app.ts';
import { UNANSWERED_RECEIVER } from './test-support/webhooks.ts';

/*
 * The authorization matrix: every route of the app, read from its route table, is classified
 * once below, and each class is checked against real data of a first account (account one)
 * called by a second account and by a guest. A route missing from the table fails the first
 * test, so a new route cannot ship without saying who may call it.
 *
 * Owner-scoped routes answer 404 to anyone but the owner, as if the id did not exist. A guest
 * gets 401 instead where the route is for signed-in users only (spec section 7: a 401 means
 * "Authentication expired. Please log in again." and sends the browser to sign in); the 401
 * comes before any lookup, so it is the same for every id and reveals nothing about them.
 */

const testApp = useTestApp();

/** Who calls: their cookies. */
type Caller = { name: string; cookies: Cookies };

/** A call to the route under test, made by `caller` with account one's ids. */
type RouteCall = (caller: Caller) => Promise<{ statusCode: number; body: string }>;

type RouteClass =
  /** Anyone may call it and it names nothing of an account; `why` says why that is right. */
  | { access: 'public'; why: string }
  /**
   * The caller's own account, found from the session and never from an id in the request:
   * another account sees only its own data (none of account one's ids in the answer).
   */
  | { access: 'own-account'; call: RouteCall; guestStatus: 401 | 200 }
  /** Takes an id of account one's data: anyone else gets 404, a guest 404 or 401 (see above). */
  | { access: 'owner-scoped'; call: RouteCall; guestStatus: 401 | 404 }
  /** Operations staff only; to customers it does not exist (README, Operations: 404). */
  | { access: 'staff'; call: RouteCall }
  /** Server to server, authenticated by the carrier's signature, never by a session. */
  | { access: 'carrier-signed'; call: RouteCall }
  /**
   * The public API: a key and nothing else (a session cookie alone is 401). `owner-scoped` takes
   * an id of account one's data (404 to account two's key), `own-account` reads the key owner's
   * own data, `public-data` answers what any key may read.
   */
  | { access: 'api-key'; call: KeyCall; data: 'owner-scoped' | 'own-account' | 'public-data' };

/** A public API call with account one's ids, made with a key (or none) and, to show it is ignored, cookies. */
type KeyCall = (
  key: string | undefined,
  cookies: Cookies,
) => Promise<{ statusCode: number; body: string }>;

const withKey =
  (options: () => InjectOptions): KeyCall =>
  (key, cookies) =>
    testApp.app.inject({
      ...options(),
      cookies,
      headers: { origin: undefined, ...(key && { authorization: `Bearer ${key}` }) },
    });

/** Account one's data, created through the API in beforeAll. */
type AccountOne = {
  cookies: Cookies;
  email: string;
  sessionId: string;
  addressId: string;
  /** A paid order (label, pickup) and its batch. */
  paid: { trackingNumber: string; batchId: string };
  /** An order in a batch not yet paid. */
  unpaid: { trackingNumber: string; batchId: string };
  /** A paid order of its own, for the calls that cancel it. */
  cancellable: { trackingNumber: string };
  invoiceMonth: string;
  savedCardToken: string;
  /** A key made on the API keys page, for the calls that name it (the matrix revokes it). */
  apiKeyId: string;
  /** Another key, for the public API's calls. */
  apiKey: string;
  bulk: { batchName: string; uploadId: string; goodTrackingNumber: string; failedRow: number };
  /** An endpoint with deliveries in its log, and one each for the page and the API to delete. */
  webhook: { endpointId: string; deliveryId: string; spareEndpointId: string; spareForApi: string };
};
let one: AccountOne;

const inject = (caller: Caller, options: InjectOptions) =>
  testApp.app.inject({ ...options, cookies: caller.cookies });

const get = (url: string) => (caller: Caller) => inject(caller, { method: 'GET', url });
const post = (url: string, payload: () => object) => (caller: Caller) =>
  inject(caller, { method: 'POST', url, payload: payload() });

const pickupBody = () => ({
  shippingBatchId: one.paid.batchId,
  trackingNumbers: [one.paid.trackingNumber],
  requestedDate: pickupDates(testApp.now())[2],
  earliestTime: '10:00',
  latestTime: '12:00',
});

/**
 * The live progress feed is a WebSocket: its NOT_FOUND message is what a 404 is to the other
 * routes, so it is reported as one; any other first message means the caller may follow.
 */
const followUpload: RouteCall = async (caller) => {
  const cookie = Object.entries(caller.cookies).map(([name, value]) => `${name}=${value}`);
  const firstMessage = new Promise<string>((resolve) => {
    void testApp.app.injectWS(
      '/batch-progress',
      {
        headers: {
          origin: testApp.config.publicUrl,
          host: new URL(testApp.config.publicUrl).host,
          cookie: cookie.join('; '),
        },
      },
      {
        onInit(socket) {
          socket.on('open', () =>
            socket.send(
              JSON.stringify({ batchId: one.bulk.batchName, uploadId: one.bulk.uploadId }),
            ),
          );
          socket.on('message', (data) => {
            resolve(data.toString());
            socket.terminate();
          });
        },
      },
    );
  });
  const body = await firstMessage;
  const { status } = BatchProgressMessageSchema.parse(JSON.parse(body));
  return { statusCode: status === 'NOT_FOUND' ? 404 : 200, body };
};

/** The one classification of every route; `npm test` fails on a route that is not in it. */
const MATRIX: Record<string, RouteClass> = {
  'GET /healthz': { access: 'public', why: 'load balancers probe it; it names nothing' },
  'GET /livez': { access: 'public', why: 'load balancers probe it; it names nothing' },
  'GET /readyz': { access: 'public', why: 'load balancers probe it; it names nothing' },
  'GET /batch-progress': { access: 'owner-scoped', call: followUpload, guestStatus: 404 },

  'POST /web/auth/register': { access: 'public', why: 'creates a new account' },
  'POST /web/auth/login': { access: 'public', why: 'signs in; throttled per address' },
  'POST /web/auth/logout': { access: 'public', why: 'ends only the session it is sent with' },
  'POST /web/auth/forgot-password': {
    access: 'public',
    why: 'answers the same whether the email has an account; mails only the owner',
  },
  'POST /web/auth/reset-password': { access: 'public', why: 'the mailed token is the proof' },
  'POST /web/auth/reset-password/check': { access: 'public', why: 'the token is the proof' },
  'GET /web/auth/session': { access: 'public', why: 'tells the caller who they are, or null' },
  'GET /web/auth/sessions': {
    access: 'own-account',
    call: get('/web/auth/sessions'),
    guestStatus: 401,
  },
  'DELETE /web/auth/sessions/:sessionId': {
    access: 'owner-scoped',
    call: (caller) =>
      inject(caller, { method: 'DELETE', url: `/web/auth/sessions/${one.sessionId}` }),
    guestStatus: 401,
  },
  'POST /web/auth/change-password': {
    access: 'own-account',
    call: post('/web/auth/change-password', () => ({
      currentPassword: 'Not-Their-Password-1!',
      newPassword: 'Another-Harbour-93!',
    })),
    guestStatus: 401,
  },

  'POST /web/rates': { access: 'public', why: 'quotes for guests (spec section 2)' },
  'GET /web/user/pricing-tier': {
    access: 'own-account',
    call: get('/web/user/pricing-tier'),
    guestStatus: 401,
  },
  'GET /web/user/addressbook/get': {
    access: 'own-account',
    call: get('/web/user/addressbook/get'),
    guestStatus: 401,
  },
  'POST /web/user/addressbook/insert': {
    access: 'own-account',
    call: post('/web/user/addressbook/insert', () => SAMPLE_ADDRESSES.royalCentre),
    guestStatus: 401,
  },
  'POST /web/user/addressbook/update': {
    access: 'owner-scoped',
    call: post('/web/user/addressbook/update', () => ({
      ...SAMPLE_ADDRESSES.royalCentre,
      addressId: one.addressId,
    })),
    guestStatus: 401,
  },
  'POST /web/user/addressbook/setDefault': {
    access: 'owner-scoped',
    call: post('/web/user/addressbook/setDefault', () => ({ addressId: one.addressId })),
    guestStatus: 401,
  },
  // After update and setDefault: the owner's own call deletes the address.
  'POST /web/user/addressbook/delete': {
    access: 'owner-scoped',
    call: post('/web/user/addressbook/delete', () => ({ addressIds: [one.addressId] })),
    guestStatus: 401,
  },
  'POST /web/user/get': {
    access: 'own-account',
    call: post('/web/user/get', () => ({})),
    guestStatus: 401,
  },
  'POST /web/user/update': {
    access: 'own-account',
    call: post('/web/user/update', () => ({ username: 'Second Account', phone: '' })),
    guestStatus: 401,
  },
  'POST /web/user/label-format': {
    access: 'own-account',
    call: post('/web/user/label-format', () => ({ labelFormat: 'ZPL' })),
    guestStatus: 401,
  },
  'POST /web/user/delete': {
    access: 'own-account',
    call: post('/web/user/delete', () => ({ password: 'Not-Their-Password-1!', confirm: true })),
    guestStatus: 401,
  },
  'GET /web/user/invoices': {
    access: 'own-account',
    call: get('/web/user/invoices'),
    guestStatus: 401,
  },
  'GET /web/user/invoices/:month': {
    access: 'owner-scoped',
    call: (caller) => get(`/web/user/invoices/${one.invoiceMonth}`)(caller),
    guestStatus: 401,
  },
  'GET /web/user/invoices/:month/pdf': {
    access: 'owner-scoped',
    call: (caller) => get(`/web/user/invoices/${one.invoiceMonth}/pdf`)(caller),
    guestStatus: 401,
  },

  'GET /web/user/api-keys': {
    access: 'own-account',
    call: get('/web/user/api-keys'),
    guestStatus: 401,
  },
  'POST /web/user/api-keys': {
    access: 'own-account',
    call: post('/web/user/api-keys', () => ({ name: 'Matrix', scope: 'READ_ONLY' })),
    guestStatus: 401,
  },
  'GET /web/user/webhook-endpoints': {
    access: 'own-account',
    call: get('/web/user/webhook-endpoints'),
    guestStatus: 401,
  },
  'POST /web/user/webhook-endpoints': {
    access: 'own-account',
    call: post('/web/user/webhook-endpoints', () => ({
      url: UNANSWERED_RECEIVER,
      events: ['label.created'],
    })),
    guestStatus: 401,
  },
  'PATCH /web/user/webhook-endpoints/:endpointId': {
    access: 'owner-scoped',
    call: (caller) =>
      inject(caller, {
        method: 'PATCH',
        url: `/web/user/webhook-endpoints/${one.webhook.endpointId}`,
        payload: { enabled: true },
      }),
    guestStatus: 401,
  },
  'DELETE /web/user/webhook-endpoints/:endpointId': {
    access: 'owner-scoped',
    call: (caller) =>
      inject(caller, {
        method: 'DELETE',
        url: `/web/user/webhook-endpoints/${one.webhook.spareEndpointId}`,
      }),
    guestStatus: 401,
  },
  'GET /web/user/webhook-endpoints/:endpointId/secret': {
    access: 'owner-scoped',
    call: (caller) => get(`/web/user/webhook-endpoints/${one.webhook.endpointId}/secret`)(caller),
    guestStatus: 401,
  },
  'GET /web/user/webhook-endpoints/:endpointId/deliveries': {
    access: 'owner-scoped',
    call: (caller) =>
      get(`/web/user/webhook-endpoints/${one.webhook.endpointId}/deliveries`)(caller),
    guestStatus: 401,
  },
  'POST /web/user/webhook-endpoints/:endpointId/test': {
    access: 'owner-scoped',
    call: (caller) =>
      inject(caller, {
        method: 'POST',
        url: `/web/user/webhook-endpoints/${one.webhook.endpointId}/test`,
      }),
    guestStatus: 401,
  },
  'POST /web/user/webhook-endpoints/:endpointId/deliveries/:deliveryId/resend': {
    access: 'owner-scoped',
    call: (caller) =>
      inject(caller, {
        method: 'POST',
        url: `/web/user/webhook-endpoints/${one.webhook.endpointId}/deliveries/${one.webhook.deliveryId}/resend`,
      }),
    guestStatus: 401,
  },
  'DELETE /web/user/api-keys/:keyId': {
    access: 'owner-scoped',
    call: (caller) =>
      inject(caller, { method: 'DELETE', url: `/web/user/api-keys/${one.apiKeyId}` }),
    guestStatus: 401,
  },

  'GET /web/geo/suggest': { access: 'public', why: 'address completion on the guest forms' },
  'POST /web/geo/geocode': { access: 'public', why: 'address check on the guest forms' },
  'GET /web/customs/hs-codes': {
    access: 'public',
    why: 'the HS code picker of the guest shipping form; the nomenclature is public',
  },
  'POST /web/bulk/address-check': {
    access: 'own-account',
    call: post('/web/bulk/address-check', () => ({
      addresses: [{ ...SAMPLE_PLACES.royalCentre, unitNumber: '' }],
    })),
    guestStatus: 401,
  },

  'GET /web/batch/list': { access: 'own-account', call: get('/web/batch/list'), guestStatus: 401 },
  // Batch names belong to each account: account two naming account one's batch makes its own.
  'POST /web/batch/create/:batchId': {
    access: 'own-account',
    call: (caller) => post(`/web/batch/create/${one.bulk.batchName}`, () => ({}))(caller),
    guestStatus: 401,
  },
  // Batch ids are names per account: another account's call discards in its own batch of that name.
  'POST /web/batch/discard-unpaid/:batchId': {
    access: 'own-account',
    call: (caller) => post(`/web/batch/discard-unpaid/${one.bulk.batchName}`, () => ({}))(caller),
    guestStatus: 401,
  },
  'POST /web/order/create/batch': {
    access: 'owner-scoped',
    call: post('/web/order/create/batch', () => ({
      batchId: one.bulk.batchName,
      orderList: [bulkEntry()],
    })),
    guestStatus: 401,
  },
  'POST /web/order/create/batch/:uploadId/rows/:rowNumber': {
    access: 'owner-scoped',
    call: (caller) =>
      post(
        `/web/order/create/batch/${one.bulk.uploadId}/rows/${one.bulk.failedRow}`,
        bulkEntry,
      )(caller),
    guestStatus: 401,
  },
  'POST /web/order/select-service/:trackingNumber': {
    access: 'owner-scoped',
    call: (caller) =>
      post(`/web/order/select-service/${one.bulk.goodTrackingNumber}`, () => ({
        serviceCode: 'CA_GROUND',
      }))(caller),
    guestStatus: 401,
  },
  'POST /web/order/validate/batch': {
    access: 'owner-scoped',
    call: post('/web/order/validate/batch', () => ({
      batchId: one.bulk.batchName,
      shippingRequests: [{ trackingNumber: one.bulk.goodTrackingNumber, serviceCode: 'CA_GROUND' }],
    })),
    guestStatus: 401,
  },

  'POST /web/order/create': {
    access: 'public',
    why: 'guests ship too; the new order belongs to the caller (session or guest cookie)',
  },
  'GET /web/order/list': { access: 'own-account', call: get('/web/order/list'), guestStatus: 401 },
  'GET /web/order/export.csv': {
    access: 'own-account',
    call: get('/web/order/export.csv'),
    guestStatus: 401,
  },
  'GET /web/order/summary': {
    access: 'own-account',
    call: get('/web/order/summary'),
    guestStatus: 401,
  },
  'GET /web/order/:trackingNumber': {
    access: 'owner-scoped',
    call: (caller) => get(`/web/order/${one.unpaid.trackingNumber}`)(caller),
    guestStatus: 404,
  },
  'POST /web/order/:trackingNumber/cancel': {
    access: 'owner-scoped',
    call: (caller) =>
      post(`/web/order/${one.cancellable.trackingNumber}/cancel`, () => ({}))(caller),
    guestStatus: 404,
  },
  // The paid order: account one is refused (409) and account one's unpaid order stays for the others.
  'POST /web/order/:trackingNumber/discard': {
    access: 'owner-scoped',
    call: (caller) => post(`/web/order/${one.paid.trackingNumber}/discard`, () => ({}))(caller),
    guestStatus: 401,
  },
  'POST /web/ship/validate': {
    access: 'owner-scoped',
    call: post('/web/ship/validate', () => ({
      batchId: null,
      shippingRequests: [{ trackingNumber: one.unpaid.trackingNumber, serviceCode: 'CA_GROUND' }],
    })),
    guestStatus: 404,
  },
  'GET /web/ship/status/:batchId': {
    access: 'owner-scoped',
    call: (caller) => get(`/web/ship/status/${one.unpaid.batchId}`)(caller),
    guestStatus: 404,
  },
  'POST /web/ship/payment/:batchId': {
    access: 'owner-scoped',
    // By card: without one, a customer billed per order is refused invoice payment (403) before
    // any batch is looked up, the same answer for every id.
    call: async (caller) =>
      pay(testApp.app, caller.cookies, one.unpaid.batchId, {
        paymentNonce: await nonceFor(testApp.app, caller.cookies),
      }),
    guestStatus: 404,
  },
  'POST /web/pickup/create': {
    access: 'owner-scoped',
    call: post('/web/pickup/create', pickupBody),
    guestStatus: 404,
  },
  'GET /web/label/:trackingNumber': {
    access: 'owner-scoped',
    call: (caller) => get(`/web/label/${one.paid.trackingNumber}`)(caller),
    guestStatus: 404,
  },
  'GET /web/label/:trackingNumber/pdf': {
    access: 'owner-scoped',
    call: (caller) => get(`/web/label/${one.paid.trackingNumber}/pdf`)(caller),
    guestStatus: 404,
  },
  'GET /web/label/:trackingNumber/zpl': {
    access: 'owner-scoped',
    call: (caller) => get(`/web/label/${one.paid.trackingNumber}/zpl`)(caller),
    guestStatus: 404,
  },
  'GET /web/label/batch/:shippingBatchId': {
    access: 'owner-scoped',
    call: (caller) => get(`/web/label/batch/${one.paid.batchId}`)(caller),
    guestStatus: 404,
  },
  'GET /web/label/batch/:shippingBatchId/pdf': {
    access: 'owner-scoped',
    call: (caller) => get(`/web/label/batch/${one.paid.batchId}/pdf`)(caller),
    guestStatus: 404,
  },
  'GET /web/label/batch/:shippingBatchId/zpl': {
    access: 'owner-scoped',
    call: (caller) => get(`/web/label/batch/${one.paid.batchId}/zpl`)(caller),
    guestStatus: 404,
  },
  // Account one's paid order is domestic: its owner is answered 409 (no invoice), others 404.
  'GET /web/order/:trackingNumber/commercial-invoice': {
    access: 'owner-scoped',
    call: (caller) => get(`/web/order/${one.paid.trackingNumber}/commercial-invoice`)(caller),
    guestStatus: 404,
  },
  'GET /web/tracking/:trackingNumber': {
    access: 'public',
    why: 'the tracking number is what the recipient is given; the answer holds no personal data',
  },

  'GET /web/payment/:provider/clientToken': {
    access: 'public',
    why: 'guests pay by card; a signed-in caller gets a token for their own saved cards',
  },
  'GET /web/payment/:provider/savedCards': {
    access: 'own-account',
    call: get('/web/payment/sandbox/savedCards'),
    // A guest has no saved cards: the checkout asks anyway, and an empty list is the answer.
    guestStatus: 200,
  },
  'GET /payments/sandbox/hosted-fields': { access: 'public', why: 'the card iframe page' },
  // Tokenizing is public (guests pay by card); naming account one's saved card is not.
  'POST /payments/sandbox/tokenize': {
    access: 'owner-scoped',
    call: (caller) => tokenize(testApp.app, caller.cookies, { savedCardToken: one.savedCardToken }),
    guestStatus: 404,
  },

  'POST /web/ops/scan': {
    access: 'staff',
    call: post('/web/ops/scan', () => ({
      trackingNumber: one.paid.trackingNumber,
      status: 'IN_TRANSIT',
      location: 'Vancouver',
    })),
  },
  'GET /web/ops/shipments/:trackingNumber': {
    access: 'staff',
    call: (caller) => get(`/web/ops/shipments/${one.paid.trackingNumber}`)(caller),
  },
  'PUT /web/ops/accounts/billing': {
    access: 'staff',
    call: (caller) =>
      inject(caller, {
        method: 'PUT',
        url: '/web/ops/accounts/billing',
        payload: { email: one.email, billingType: 'PER_ORDER' },
      }),
  },

  'POST /web/carrier/events': {
    access: 'carrier-signed',
    call: post('/web/carrier/events', () => ({ events: [] })),
  },
  'GET /web/carrier/manifest': { access: 'carrier-signed', call: get('/web/carrier/manifest') },

  'GET /api/v1/openapi.json': {
    access: 'public',
    why: 'the API’s documentation, generated from the schemas; it names nothing of an account',
  },
  'POST /api/v1/rates': {
    access: 'api-key',
    call: withKey(() => ({ method: 'POST', url: '/api/v1/rates', payload: SAMPLE_RATE_REQUEST })),
    data: 'public-data',
  },
  'POST /api/v1/addresses/validate': {
    access: 'api-key',
    call: withKey(() => ({
      method: 'POST',
      url: '/api/v1/addresses/validate',
      payload: { addresses: [SAMPLE_PLACES.royalCentre] },
    })),
    data: 'public-data',
  },
  'GET /api/v1/hs-codes': {
    access: 'api-key',
    call: withKey(() => ({ method: 'GET', url: '/api/v1/hs-codes?q=maple' })),
    data: 'public-data',
  },
  'GET /api/v1/shipments': {
    access: 'api-key',
    call: withKey(() => ({ method: 'GET', url: '/api/v1/shipments' })),
    data: 'own-account',
  },
  // Creates the key owner's own shipment: account two's key pays with account two's means.
  'POST /api/v1/shipments': {
    access: 'api-key',
    call: withKey(() => ({ method: 'POST', url: '/api/v1/shipments', payload: orderBody() })),
    data: 'own-account',
  },
  'GET /api/v1/webhook-endpoints': {
    access: 'api-key',
    call: withKey(() => ({ method: 'GET', url: '/api/v1/webhook-endpoints' })),
    data: 'own-account',
  },
  'POST /api/v1/webhook-endpoints': {
    access: 'api-key',
    call: withKey(() => ({
      method: 'POST',
      url: '/api/v1/webhook-endpoints',
      payload: { url: UNANSWERED_RECEIVER, events: ['tracking.updated'] },
    })),
    data: 'own-account',
  },
  'GET /api/v1/webhook-endpoints/:endpointId': {
    access: 'api-key',
    call: withKey(() => ({
      method: 'GET',
      url: `/api/v1/webhook-endpoints/${one.webhook.endpointId}`,
    })),
    data: 'owner-scoped',
  },
  'DELETE /api/v1/webhook-endpoints/:endpointId': {
    access: 'api-key',
    call: withKey(() => ({
      method: 'DELETE',
      url: `/api/v1/webhook-endpoints/${one.webhook.spareForApi}`,
    })),
    data: 'owner-scoped',
  },
  'GET /api/v1/shipments/:trackingNumber': {
    access: 'api-key',
    call: withKey(() => ({ method: 'GET', url: `/api/v1/shipments/${one.paid.trackingNumber}` })),
    data: 'owner-scoped',
  },
  'GET /api/v1/shipments/:trackingNumber/label': {
    access: 'api-key',
    call: withKey(() => ({
      method: 'GET',
      url: `/api/v1/shipments/${one.paid.trackingNumber}/label`,
    })),
    data: 'owner-scoped',
  },
  'GET /api/v1/shipments/:trackingNumber/label/zpl': {
    access: 'api-key',
    call: withKey(() => ({
      method: 'GET',
      url: `/api/v1/shipments/${one.paid.trackingNumber}/label/zpl`,
    })),
    data: 'owner-scoped',
  },
  'GET /api/v1/shipping-batches/:shippingBatchId/labels': {
    access: 'api-key',
    call: withKey(() => ({
      method: 'GET',
      url: `/api/v1/shipping-batches/${one.paid.batchId}/labels`,
    })),
    data: 'owner-scoped',
  },
  'GET /api/v1/shipping-batches/:shippingBatchId/labels/zpl': {
    access: 'api-key',
    call: withKey(() => ({
      method: 'GET',
      url: `/api/v1/shipping-batches/${one.paid.batchId}/labels/zpl`,
    })),
    data: 'owner-scoped',
  },
  'GET /api/v1/shipments/:trackingNumber/commercial-invoice': {
    access: 'api-key',
    call: withKey(() => ({
      method: 'GET',
      url: `/api/v1/shipments/${one.paid.trackingNumber}/commercial-invoice`,
    })),
    data: 'owner-scoped',
  },
  'POST /api/v1/shipments/:trackingNumber/cancel': {
    access: 'api-key',
    call: withKey(() => ({
      method: 'POST',
      url: `/api/v1/shipments/${one.cancellable.trackingNumber}/cancel`,
    })),
    data: 'owner-scoped',
  },
  'POST /api/v1/pickups': {
    access: 'api-key',
    call: withKey(() => {
      const { shippingBatchId: _batchId, ...booking } = pickupBody();
      return { method: 'POST', url: '/api/v1/pickups', payload: booking };
    }),
    data: 'owner-scoped',
  },
  // Uploads into the key owner's own batch of that name: account two's key fills account two's.
  'POST /api/v1/bulk-uploads': {
    access: 'api-key',
    call: withKey(() => ({
      method: 'POST',
      url: '/api/v1/bulk-uploads',
      payload: { batchId: one.bulk.batchName, orderList: [bulkEntry()] },
    })),
    data: 'own-account',
  },
  'POST /api/v1/bulk-uploads/:uploadId/shipments': {
    access: 'api-key',
    call: withKey(() => ({
      method: 'POST',
      url: `/api/v1/bulk-uploads/${one.bulk.uploadId}/shipments`,
    })),
    data: 'owner-scoped',
  },
  'GET /api/v1/bulk-uploads/:uploadId': {
    access: 'api-key',
    call: withKey(() => ({ method: 'GET', url: `/api/v1/bulk-uploads/${one.bulk.uploadId}` })),
    data: 'owner-scoped',
  },
  'GET /api/v1/tracking/:trackingNumber': {
    access: 'api-key',
    call: withKey(() => ({ method: 'GET', url: `/api/v1/tracking/${one.paid.trackingNumber}` })),
    data: 'public-data',
  },

  'POST /api/webhook-test-receiver': {
    access: 'public',
    why: 'our test webhook receiver: answers 204 and reads or keeps nothing (decision 029)',
  },
  'GET /dev/mailbox': {
    access: 'public',
    why: 'development only, on loopback only (not registered in production)',
  },
};

/** The routes of one class, as [route, class] rows for it.each. */
function routesOf<Access extends RouteClass['access']>(access: Access) {
  return Object.entries(MATRIX).filter(
    (entry): entry is [string, Extract<RouteClass, { access: Access }>] =>
      entry[1].access === access,
  );
}

let accountTwo: Caller;
let accountTwoKey: string;
let guest: Caller;

/** Signs account one up and gives it one of everything, each through the API as a user would. */
async function createAccountOne(): Promise<AccountOne> {
  const book = await signUpWithAddressBook(testApp.app);
  const cookies = withSession(book.token);
  const owner = { name: 'account one', cookies };
  const { addressId } = await book.add();
  const sessions = await get('/web/auth/sessions')(owner);
  const [session] = sessions.json<{ sessions: { sessionId: string }[] }>().sessions;
  const profile = (await post('/web/user/get', () => ({}))(owner)).json<{ email: string }>();
  // First, so that every event below has a delivery in its log.
  const [endpoint, spareEndpoint, spareForApi] = [
    await post('/web/user/webhook-endpoints', () => ({
      url: UNANSWERED_RECEIVER,
      events: ['shipment.created', 'label.created'],
    }))(owner),
    ...(await Promise.all(
      [1, 2].map(() =>
        post('/web/user/webhook-endpoints', () => ({
          url: UNANSWERED_RECEIVER,
          events: ['bulk.completed'],
        }))(owner),
      ),
    )),
  ].map((response) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ endpointId: string }>();
  });

  // Monthly billing, so that an order paid without a card lands on an invoice.
  await testApp.database.db
    .update(users)
    .set({ billingType: 'MONTHLY_BILLING' })
    .where(eq(users.id, book.userId));
  const ships = shipper(testApp.app, cookies);
  const paid = await ships.newBatch();
  expect((await pay(testApp.app, cookies, paid.batchId)).statusCode).toBe(200);
  const byCard = await ships.newBatch();
  const paidByCard = await pay(testApp.app, cookies, byCard.batchId, {
    paymentNonce: await nonceFor(testApp.app, cookies),
    saveCard: true,
  });
  expect(paidByCard.statusCode, paidByCard.body).toBe(200);
  const [card] = (await get('/web/payment/sandbox/savedCards')(owner)).json<{ token: string }[]>();
  const unpaid = await ships.newBatch();
  const [apiKey, callingKey] = [
    await post('/web/user/api-keys', () => ({ name: 'Shop', scope: 'SHIPPING' }))(owner),
    await post('/web/user/api-keys', () => ({ name: 'Plugin', scope: 'SHIPPING' }))(owner),
  ].map((response) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ApiKeyCreated>();
  });

  const batchName = 'MATRIX-1';
  expect((await post(`/web/batch/create/${batchName}`, () => ({}))(owner)).statusCode).toBe(201);
  const upload = await post('/web/order/create/batch', () => ({
    batchId: batchName,
    orderList: [
      bulkEntry(),
      bulkEntry({ recipientPostalCode: '2134', recipientCountryCode: 'US' }),
    ],
  }))(owner);
  expect(upload.statusCode, upload.body).toBe(202);
  const { uploadId } = upload.json<{ data: { uploadId: string } }>().data;
  await waitForUpload(testApp.database.db, uploadId);
  const [good] = await processedRows(testApp.database.db, uploadId);
  const deliveries = await get(`/web/user/webhook-endpoints/${endpoint!.endpointId}/deliveries`)(
    owner,
  );
  const [delivery] = deliveries.json<{ deliveries: { deliveryId: string }[] }>().deliveries;

  return {
    cookies,
    email: profile.email,
    sessionId: session!.sessionId,
    addressId,
    paid,
    unpaid,
    cancellable: { trackingNumber: byCard.trackingNumber },
    invoiceMonth: billingMonthOf(testApp.now()),
    savedCardToken: card!.token,
    apiKeyId: apiKey!.apiKey.keyId,
    apiKey: callingKey!.key,
    bulk: {
      batchName,
      uploadId,
      goodTrackingNumber: good!.result.trackingNumber!,
      failedRow: 2,
    },
    webhook: {
      endpointId: endpoint!.endpointId,
      deliveryId: delivery!.deliveryId,
      spareEndpointId: spareEndpoint!.endpointId,
      spareForApi: spareForApi!.endpointId,
    },
  };
}

beforeAll(async () => {
  one = await createAccountOne();
  accountTwo = {
    name: 'account two',
    cookies: withSession((await registerAccount(testApp.app)).token),
  };
  const twoKey = await post('/web/user/api-keys', () => ({ name: 'Two', scope: 'SHIPPING' }))(
    accountTwo,
  );
  accountTwoKey = twoKey.json<ApiKeyCreated>().key;
  // A guest with a shipment of their own, so their browser holds a guest cookie.
  const guestShipper = shipper(testApp.app);
  await guestShipper.newOrder();
  guest = { name: 'a guest', cookies: guestShipper.cookies };
}, 120_000);

/** Every id and name of account one that no one else may read. */
const secretsOfAccountOne = () => [
  one.email,
  one.addressId,
  one.paid.trackingNumber,
  one.unpaid.trackingNumber,
  one.cancellable.trackingNumber,
  one.paid.batchId,
  one.unpaid.batchId,
  one.savedCardToken,
  one.apiKeyId,
  one.bulk.uploadId,
  one.bulk.goodTrackingNumber,
  one.webhook.endpointId,
  one.webhook.deliveryId,
];

describe('the authorization matrix', () => {
  it('classifies every route of the app, and only those', () => {
    expect(routeTableOf(testApp.app).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  describe.each(routesOf('owner-scoped'))('%s (owner-scoped)', (_route, { call, guestStatus }) => {
    it('answers 404 to another account with account one’s ids', async () => {
      const response = await call(accountTwo);
      expect(response.statusCode, response.body).toBe(404);
    });

    it(`answers ${guestStatus} to a guest with account one’s ids`, async () => {
      const response = await call(guest);
      expect(response.statusCode, response.body).toBe(guestStatus);
    });

    // The same call works for its owner: the 404s above are about who asks, not a bad request.
    it('is found by account one', async () => {
      const response = await call({ name: 'account one', cookies: one.cookies });
      expect([401, 404]).not.toContain(response.statusCode);
      expect(response.statusCode, response.body).toBeLessThan(500);
    });
  });

  describe.each(routesOf('own-account'))('%s (own account)', (_route, { call, guestStatus }) => {
    it('shows another account nothing of account one', async () => {
      const response = await call(accountTwo);
      expect(response.statusCode, response.body).toBeLessThan(500);
      for (const secret of secretsOfAccountOne()) expect(response.body).not.toContain(secret);
    });

    it(`answers ${guestStatus} to a guest`, async () => {
      const response = await call(guest);
      expect(response.statusCode, response.body).toBe(guestStatus);
    });
  });

  describe.each(routesOf('staff'))('%s (staff)', (route, { call }) => {
    it.each([
      ['account one', () => one.cookies],
      ['account two', () => accountTwo.cookies],
      ['a guest', () => guest.cookies],
    ])('does not exist for %s', async (name, cookiesOf) => {
      const response = await call({ name, cookies: cookiesOf() });
      expect(response.statusCode, response.body).toBe(404);
      const [method, path] = route.split(' ');
      expect(response.body).toContain(noSuchEndpointMessage(method!, path!.split(':')[0]!));
    });
  });

  describe.each(routesOf('api-key'))('%s (API key)', (_route, { call, data }) => {
    it('refuses a call without a key, even with account one’s session cookie', async () => {
      const response = await call(undefined, one.cookies);
      expect(response.statusCode, response.body).toBe(401);
    });

    if (data === 'owner-scoped') {
      it('answers 404 to account two’s key with account one’s ids', async () => {
        const response = await call(accountTwoKey, {});
        expect(response.statusCode, response.body).toBe(404);
      });
    }

    if (data === 'own-account') {
      it('shows account two’s key nothing of account one', async () => {
        const response = await call(accountTwoKey, {});
        expect(response.statusCode, response.body).toBeLessThan(500);
        for (const secret of secretsOfAccountOne()) expect(response.body).not.toContain(secret);
      });
    }

    it('answers account one’s key', async () => {
      const response = await call(one.apiKey, {});
      expect([401, 403, 404]).not.toContain(response.statusCode);
      expect(response.statusCode, response.body).toBeLessThan(500);
    });
  });

  describe.each(routesOf('carrier-signed'))('%s (carrier-signed)', (_route, { call }) => {
    it('refuses a signed-in customer without the carrier’s signature', async () => {
      const response = await call({ name: 'account one', cookies: one.cookies });
      expect(response.statusCode, response.body).toBe(401);
    });
  });
});
