import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { TO_NEW_YORK_WITH_CUSTOMS } from '../../domain/test-support/sample-customs.ts';
import { PAYMENT_MODE } from '../../domain/checkout/schemas.ts';
import { SAMPLE_PARCEL } from '../../domain/test-support/sample-parcels.ts';

/**
 * The headers of an API write from a test. The API refuses cross-origin writes, and a browser
 * names its origin on every write, so a test's request says it comes from the site under test.
 */
export function sameOriginHeaders(): { origin: string } {
  return { origin: String(test.info().project.use.baseURL) };
}

/** Where a sender is other than in downtown Vancouver: street, city, province and postal code. */
export type SenderPlace = {
  senderStreetAddress: string;
  senderCity: string;
  senderProvince: string;
  senderPostalCode: string;
};

export type OrderOptions = {
  /** Whom the parcel goes to; tests that filter or sort orders tell them apart by it. */
  recipientName?: string;
  /** Where the parcel leaves from, for tests about what depends on it (drop-off, pickup). */
  sender?: SenderPlace;
  /** To New York instead, by Canada to USA Ground, with its customs declaration (SAMPLE_CUSTOMS). */
  toNewYork?: boolean;
};

/**
 * The order-create body of a 2 kg Vancouver to Toronto parcel by Canada Ground, as the shipping
 * page sends it: the one order every API-made shipment in the browser tests is (some from
 * another `sender`, some to New York with customs).
 */
export function vancouverToTorontoOrder({
  recipientName = 'Ada Lovelace',
  sender,
  toNewYork = false,
}: OrderOptions = {}) {
  return {
    senderName: 'Maple Leaf Bakery',
    senderPhoneNumber: '6045550142',
    senderEmail: 'orders@mapleleafbakery.test',
    senderCompany: '',
    senderStreetAddress: '1055 W Georgia St',
    senderUnitNumber: '',
    senderCity: 'Vancouver',
    senderProvince: 'BC',
    senderPostalCode: 'V6E 3P3',
    senderCountryCode: 'CA',
    recipientName,
    recipientPhoneNumber: '4165550199',
    recipientEmail: '',
    recipientCompany: '',
    recipientStreetAddress: '290 Bremner Blvd',
    recipientUnitNumber: '',
    recipientCity: 'Toronto',
    recipientProvince: 'ON',
    recipientPostalCode: 'M5V 3L9',
    recipientCountryCode: 'CA',
    ...SAMPLE_PARCEL,
    packageInstruction: '',
    serviceCode: 'CA_GROUND',
    ...sender,
    ...(toNewYork ? TO_NEW_YORK_WITH_CUSTOMS : {}),
  };
}

/** Fails the test with what the server said when it did not answer 2xx; answers its JSON. */
async function okJson(response: APIResponse): Promise<unknown> {
  const answer = `${response.url()} answered ${response.status()}: ${await response.text()}`;
  expect(response.ok(), answer).toBe(true);
  return response.json();
}

/**
 * Creates a Vancouver to Toronto order (unpaid: no label yet) as the request context's user,
 * or as a guest; answers its tracking number. `request` is a page's `page.request` (sharing
 * its session) or the `request` fixture.
 */
export async function createOrderThroughApi(
  request: APIRequestContext,
  options?: OrderOptions,
): Promise<string> {
  const response = await request.post('/web/order/create', {
    headers: sameOriginHeaders(),
    data: vancouverToTorontoOrder(options),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { trackingNumber: string } }).data.trackingNumber;
}

/**
 * Orders `count` Vancouver to Toronto parcels and pays them in one batch, for tests about what
 * comes after payment (labels, scans, tracking, invoices); answers their tracking numbers.
 * It pays by invoice, as checkout does without a card: `request` must be signed in to a
 * MONTHLY_BILLING account, such as business@maplepost.test.
 */
export async function paidShipmentsThroughApi(
  request: APIRequestContext,
  count = 1,
  options?: OrderOptions,
): Promise<string[]> {
  const trackingNumbers: string[] = [];
  for (let parcel = 0; parcel < count; parcel += 1) {
    trackingNumbers.push(await createOrderThroughApi(request, options));
  }
  const shippingBatchId = await checkoutThroughApi(request, trackingNumbers, options);
  await payThroughApi(request, shippingBatchId, '');
  return trackingNumbers;
}

/**
 * Sends orders to checkout, as the shipping page's Next does; answers the shipping batch id
 * that /checkout/:shippingBatchId shows.
 */
export async function checkoutThroughApi(
  request: APIRequestContext,
  trackingNumbers: string[],
  options?: OrderOptions,
): Promise<string> {
  const { serviceCode } = vancouverToTorontoOrder(options);
  const validated = (await okJson(
    await request.post('/web/ship/validate', {
      headers: sameOriginHeaders(),
      data: {
        batchId: null,
        shippingRequests: trackingNumbers.map((trackingNumber) => ({
          trackingNumber,
          serviceCode,
        })),
      },
    }),
  )) as { shippingBatchId: string };
  return validated.shippingBatchId;
}

/** The payment provider the portal runs with in tests: its card fields and tokenize call. */
const SANDBOX_PROVIDER = 'sandbox';

/**
 * Orders one Vancouver to Toronto parcel and pays it with the approving sandbox card, as any
 * guest or customer can (no invoice account needed); answers the paid batch and its parcel.
 */
export async function paidByCardThroughApi(
  request: APIRequestContext,
  options?: OrderOptions,
): Promise<{ shippingBatchId: string; trackingNumber: string }> {
  const { shippingBatchId, trackingNumbers } = await paidBatchByCardThroughApi(request, 1, options);
  return { shippingBatchId, trackingNumber: trackingNumbers[0]! };
}

/** As paidByCardThroughApi, `count` parcels in one batch; answers it and their numbers, in order. */
export async function paidBatchByCardThroughApi(
  request: APIRequestContext,
  count: number,
  options?: OrderOptions,
): Promise<{ shippingBatchId: string; trackingNumbers: string[] }> {
  const trackingNumbers: string[] = [];
  for (let parcel = 0; parcel < count; parcel += 1) {
    trackingNumbers.push(await createOrderThroughApi(request, options));
  }
  const shippingBatchId = await checkoutThroughApi(request, trackingNumbers, options);
  const { clientToken } = (await okJson(
    await request.get(`/web/payment/${SANDBOX_PROVIDER}/clientToken?mode=${PAYMENT_MODE}`),
  )) as { clientToken: string };
  const { nonce } = (await okJson(
    await request.post(`/payments/${SANDBOX_PROVIDER}/tokenize`, {
      headers: sameOriginHeaders(),
      data: { clientToken, number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' },
    }),
  )) as { nonce: string };
  await payThroughApi(request, shippingBatchId, nonce);
  return { shippingBatchId, trackingNumbers };
}

/** Pays a batch as checkout's Pay does: by card with a nonce, or by invoice with none. */
async function payThroughApi(
  request: APIRequestContext,
  shippingBatchId: string,
  paymentNonce: string,
): Promise<void> {
  await okJson(
    await request.post(`/web/ship/payment/${shippingBatchId}`, {
      headers: sameOriginHeaders(),
      form: { paymentNonce, saveCard: 'false', mode: PAYMENT_MODE },
    }),
  );
}
