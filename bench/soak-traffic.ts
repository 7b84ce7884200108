/**
 * The customers of the soak bench (bench/soak.ts) and the record of what they met. Each customer
 * is a browser of its own: its own client address, its own cookies, an account it registers
 * first. It then quotes, ships a parcel and pays for it by card, tracks its parcels, pages
 * through its order history and uploads spreadsheets followed on the live feed, thinking
 * between actions as a person does. Every request is recorded under its endpoint (method and
 * route pattern) with its time and, when it went wrong, what went wrong.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { BatchProgressMessageSchema } from '#domain/bulk/schemas.ts';
import type { PaymentResult } from '#domain/checkout/schemas.ts';
import { SAMPLE_PARCEL } from '#domain/test-support/sample-parcels.ts';
import type { RatesResponse } from '#domain/rates/schemas.ts';
import type { OrderListResponse } from '#domain/shipments/order-list.ts';
import { TEST_CARDS } from '#server/test-support/sandbox-payments.ts';
import { percentile } from './address-corpus/scoring.ts';
import { SAMPLE_RECIPIENT_NAMES, SAMPLE_RECIPIENT_PLACES, SAMPLE_SENDER } from './sample-orders.ts';

// ---- the record ----

export type EndpointFigures = {
  endpoint: string;
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
};

/** Every request's endpoint, time and problem, and the figures made from them. */
export function createRecorder() {
  const timings = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const problems = new Map<string, number>();
  const countIn = (counts: Map<string, number>, key: string) =>
    counts.set(key, (counts.get(key) ?? 0) + 1);
  return {
    /** One request of `endpoint` that took `ms`; `problem` says what went wrong when it did. */
    record(endpoint: string, ms: number, problem?: string) {
      const times = timings.get(endpoint) ?? [];
      timings.set(endpoint, times);
      times.push(ms);
      if (problem === undefined) return;
      countIn(errors, endpoint);
      countIn(problems, `${endpoint}: ${problem}`);
    },
    /** Per endpoint, the busiest first. */
    figures(): EndpointFigures[] {
      return [...timings]
        .map(([endpoint, times]) => {
          const sorted = [...times].sort((a, b) => a - b);
          return {
            endpoint,
            requests: times.length,
            errors: errors.get(endpoint) ?? 0,
            p50Ms: percentile(sorted, 0.5),
            p99Ms: percentile(sorted, 0.99),
          };
        })
        .sort((a, b) => b.requests - a.requests || a.endpoint.localeCompare(b.endpoint));
    },
    /** Each distinct problem with how often it happened, the most frequent first. */
    problems: (): [string, number][] => [...problems].sort((a, b) => b[1] - a[1]),
  };
}

export type Recorder = ReturnType<typeof createRecorder>;

/** Requests, errors and requests per second over all endpoints. */
export function totalsOf(figures: EndpointFigures[], seconds: number) {
  const requests = figures.reduce((sum, row) => sum + row.requests, 0);
  const errors = figures.reduce((sum, row) => sum + row.errors, 0);
  return { requests, errors, perSecond: requests / seconds };
}

// ---- a browser's parts ----

/** The cookies a browser keeps from each answer's Set-Cookie lines and sends back. */
export function createCookieJar() {
  const cookies = new Map<string, string>();
  return {
    keep(setCookieLines: string[]) {
      for (const line of setCookieLines) {
        const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
        const separator = pair.indexOf('=');
        if (separator < 1) continue;
        const name = pair.slice(0, separator);
        const cleared = attributes.some(
          (attribute) =>
            /^max-age=0$/i.test(attribute) ||
            (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()),
        );
        if (cleared) cookies.delete(name);
        else cookies.set(name, pair.slice(separator + 1));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

/** One of `choices`, each as likely as its weight says; `draw` is a number in [0, 1). */
export function pickWeighted<Choice>(
  choices: readonly { weight: number; choice: Choice }[],
  draw = Math.random(),
): Choice {
  let left = draw * choices.reduce((sum, { weight }) => sum + weight, 0);
  for (const { weight, choice } of choices) {
    left -= weight;
    if (left < 0) return choice;
  }
  return choices.at(-1)!.choice;
}

/** 10.x.y.z for customer `number` (from 1): one address each, as people behind their own lines. */
export function clientAddressOf(number: number): string {
  return `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}`;
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const randomInteger = (min: number, max: number) =>
  min + Math.floor(Math.random() * (max - min + 1));

// ---- what customers send ----

/** A person reads, clicks, types: 0.5 to 2 s between requests keeps every per-address limit far off. */
const THINK_MS = { min: 500, max: 2000 };
const REQUEST_TIMEOUT_MS = 30_000;
/** An upload of 50 rows takes seconds; this long means the feed is stuck. */
const FEED_TIMEOUT_MS = 120_000;
const FEED_ENDPOINT = 'WS /batch-progress (upload to COMPLETED)';
const PASSWORD = 'Granite-Harbour-42!';
const CARD = { number: TEST_CARDS.approves, expiry: '12/39', cvv: '123' };
const UPLOAD_ROWS = { min: 20, max: 50 };
/** Pages of the history a customer reads before searching. */
const HISTORY_PAGES = 3;
const HISTORY_SEARCHES: Record<string, string>[] = [
  { status: 'LABEL_CREATED' },
  { status: 'ORDER_CREATED' },
  { recipientName: 'Tremblay' },
];

/** Where quotes go besides the recipients: across the border too. */
const US_DESTINATIONS = ['10118', '98101'];
const PARCEL_WEIGHTS_KG = [0.5, 2, 5, 12];

const randomParcel = () => ({ ...SAMPLE_PARCEL, weight: pick(PARCEL_WEIGHTS_KG) });

/** One order's fields, as the shipment form or a spreadsheet row gives them. */
const orderFields = (parcel: ReturnType<typeof randomParcel>) => ({
  ...SAMPLE_SENDER,
  recipientName: pick(SAMPLE_RECIPIENT_NAMES),
  recipientPhoneNumber: '4165550199',
  recipientStreetAddress: `${randomInteger(1, 9999)} Main St`,
  recipientCountryCode: 'CA',
  ...pick(SAMPLE_RECIPIENT_PLACES),
  ...parcel,
});

function jsonOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Thrown once a failed request is recorded: the action it was part of cannot go on. */
class RequestFailed extends Error {}

type Request = {
  method: 'GET' | 'POST';
  /** The route pattern, ':name' for each of `params`: the endpoint's name in the figures. */
  route: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: object;
  form?: Record<string, string>;
  /** The status a working portal answers. */
  expected?: number;
};

/**
 * Customer `number` of the portal at `base`. run() acts until `signal` aborts: it signs up,
 * ships a first parcel, then picks actions by the mix below, thinking before each.
 */
export function createCustomer({
  base,
  number,
  recorder,
}: {
  base: string;
  number: number;
  recorder: Recorder;
}) {
  const cookies = createCookieJar();
  const clientAddress = clientAddressOf(number);
  /** The parcels this customer paid for: the ones it tracks. */
  const trackingNumbers: string[] = [];
  let signedUp = false;
  let uploads = 0;

  /** Every request as the portal's pages send it: our Origin, the customer's address and cookies. */
  const browserHeaders = (): Record<string, string> => {
    const cookie = cookies.header();
    return { origin: base, 'x-forwarded-for': clientAddress, ...(cookie && { cookie }) };
  };

  /** Sends `request`, records it and answers its JSON body; throws RequestFailed when it failed. */
  async function send<Answer>(request: Request): Promise<Answer> {
    const { method, route, params = {}, query, json, form, expected = 200 } = request;
    const endpoint = `${method} ${route}`;
    const path = route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
    const url = new URL(path, base);
    url.search = new URLSearchParams(query).toString();
    const headers = browserHeaders();
    let body: string | undefined;
    if (json) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    }
    const started = performance.now();
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
      status = response.status;
      cookies.keep(response.headers.getSetCookie());
    } catch (error) {
      const { message, cause } = error as Error;
      const reason = cause instanceof Error ? cause.message : message;
      recorder.record(endpoint, performance.now() - started, `network error: ${reason}`);
      throw new RequestFailed();
    }
    const ms = performance.now() - started;
    if (status !== expected) {
      recorder.record(endpoint, ms, `HTTP ${status} ${text.slice(0, 200)}`);
      throw new RequestFailed();
    }
    recorder.record(endpoint, ms);
    return JSON.parse(text) as Answer;
  }

  const think = (signal: AbortSignal) =>
    sleep(randomInteger(THINK_MS.min, THINK_MS.max), undefined, { signal }).catch(() => {});

  async function signUp() {
    await send({
      method: 'POST',
      route: '/web/auth/register',
      json: {
        name: 'Soak Customer',
        email: `soak-${number}-${Date.now()}@example.com`,
        password: PASSWORD,
      },
      expected: 201,
    });
    signedUp = true;
  }

  /** The quote form: a parcel from Vancouver to `destination` (a Canadian or US code). */
  function quote(
    parcel = randomParcel(),
    destination = pick([
      ...SAMPLE_RECIPIENT_PLACES.map((place) => place.recipientPostalCode),
      ...US_DESTINATIONS,
    ]),
  ) {
    return send<RatesResponse>({
      method: 'POST',
      route: '/web/rates',
      json: {
        ...parcel,
        originPostalCode: SAMPLE_SENDER.senderPostalCode,
        countryCode: /^\d/.test(destination) ? 'US' : 'CA',
        destinationPostalCode: destination,
      },
    });
  }

  /**
   * The single-shipment page and checkout: a quote, the order with the cheapest service, its
   * shipping batch, the checkout page, and payment with a card typed into the hosted fields.
   */
  async function shipAndPay() {
    const parcel = randomParcel();
    const order = orderFields(parcel);
    const { rates } = await quote(parcel, order.recipientPostalCode);
    const serviceCode = rates[0]?.serviceCode;
    if (!serviceCode) throw new Error(`No rate to ${order.recipientPostalCode}: fix the bench`);
    const created = await send<{ data: { trackingNumber: string } }>({
      method: 'POST',
      route: '/web/order/create',
      json: { ...order, serviceCode, packageInstruction: 'Leave at the front desk' },
      expected: 201,
    });
    const { trackingNumber } = created.data;
    const { shippingBatchId } = await send<{ shippingBatchId: string }>({
      method: 'POST',
      route: '/web/ship/validate',
      json: { batchId: null, shippingRequests: [{ trackingNumber, serviceCode }] },
    });
    const batch = { batchId: shippingBatchId };
    await send({ method: 'GET', route: '/web/ship/status/:batchId', params: batch });
    const { clientToken } = await send<{ clientToken: string }>({
      method: 'GET',
      route: '/web/payment/:provider/clientToken',
      params: { provider: 'sandbox' },
      query: { mode: 'sandbox' },
    });
    const { nonce } = await send<{ nonce: string }>({
      method: 'POST',
      route: '/payments/sandbox/tokenize',
      json: { clientToken, ...CARD },
    });
    await send<PaymentResult>({
      method: 'POST',
      route: '/web/ship/payment/:batchId',
      params: batch,
      form: { paymentNonce: nonce, saveCard: 'false', mode: 'sandbox' },
    });
    trackingNumbers.push(trackingNumber);
  }

  async function trackParcel() {
    await send({
      method: 'GET',
      route: '/web/tracking/:trackingNumber',
      params: { trackingNumber: pick(trackingNumbers) },
    });
  }

  const historyPage = (query: Record<string, string>) =>
    send<OrderListResponse>({ method: 'GET', route: '/web/order/list', query });

  /** The order history: its first pages, then a search by status or recipient. */
  async function browseHistory(signal: AbortSignal) {
    const { totalPages } = await historyPage({ page: '1', size: '10' });
    for (let page = 2; page <= Math.min(totalPages, HISTORY_PAGES); page += 1) {
      await think(signal);
      await historyPage({ page: String(page), size: '10' });
    }
    await think(signal);
    await historyPage({ page: '1', size: '10', ...pick(HISTORY_SEARCHES) });
  }

  /**
   * The bulk wizard: a new batch, a spreadsheet of 20 to 50 rows, and its live feed until the
   * upload is COMPLETED. Its time, from the upload's POST to COMPLETED, is the feed's figure.
   */
  async function uploadSpreadsheet() {
    uploads += 1;
    const batchId = `SOAK-${uploads}`;
    await send({
      method: 'POST',
      route: '/web/batch/create/:batchId',
      params: { batchId },
      expected: 201,
    });
    const rows = randomInteger(UPLOAD_ROWS.min, UPLOAD_ROWS.max);
    const started = performance.now();
    const { data } = await send<{ data: { uploadId: string } }>({
      method: 'POST',
      route: '/web/order/create/batch',
      json: { batchId, orderList: Array.from({ length: rows }, () => orderFields(randomParcel())) },
      expected: 202,
    });
    const problem = await followToTheEnd(batchId, data.uploadId, rows);
    recorder.record(FEED_ENDPOINT, performance.now() - started, problem);
  }

  /**
   * Follows an upload on the live feed as the wizard does; answers what went wrong, or
   * undefined when the feed closed normally (1000) after COMPLETED with every row a success.
   */
  function followToTheEnd(batchId: string, uploadId: string, rows: number) {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/batch-progress`, {
      headers: browserHeaders(),
    });
    let lastMessage = '';
    let failure: string | undefined;
    const timer = setTimeout(() => {
      failure = `no end after ${FEED_TIMEOUT_MS / 1000} s`;
      socket.terminate();
    }, FEED_TIMEOUT_MS);
    socket.on('open', () => socket.send(JSON.stringify({ batchId, uploadId })));
    socket.on('message', (data) => {
      lastMessage = data.toString();
    });
    socket.on('error', (error) => {
      failure = error.message;
    });
    return new Promise<string | undefined>((resolve) =>
      socket.on('close', (code) => {
        clearTimeout(timer);
        const message = BatchProgressMessageSchema.safeParse(jsonOrNothing(lastMessage));
        if (failure || code !== 1000) resolve(`closed with ${code} (${failure ?? 'no error'})`);
        else if (!message.success) resolve('the last message is outside the contract');
        else if (message.data.status !== 'COMPLETED') resolve(`ended ${message.data.status}`);
        else if (message.data.successCount !== rows)
          resolve(`${rows - message.data.successCount} of ${rows} rows not shipped`);
        else resolve(undefined);
      }),
    );
  }

  /** Lookups and history most often, quotes next, shipments and uploads (1 in 20) least. */
  const MIX: { weight: number; choice: (signal: AbortSignal) => Promise<unknown> }[] = [
    { weight: 35, choice: trackParcel },
    { weight: 30, choice: browseHistory },
    { weight: 20, choice: () => quote() },
    { weight: 10, choice: shipAndPay },
    { weight: 5, choice: uploadSpreadsheet },
  ];

  const nextAction = () => {
    if (!signedUp) return signUp;
    // Something to track and to list first.
    if (trackingNumbers.length === 0) return shipAndPay;
    return pickWeighted(MIX);
  };

  return {
    async run(signal: AbortSignal) {
      while (!signal.aborted) {
        await think(signal);
        if (signal.aborted) break;
        try {
          await nextAction()(signal);
        } catch (error) {
          // Recorded already; the customer goes on with its next action.
          if (!(error instanceof RequestFailed)) throw error;
        }
      }
    },
  };
}
