import { pickupDates } from '../pickups/pickup-rules.ts';
import { KEY_VARIABLE } from './key-variable.ts';
import { PUBLIC_API_PREFIX, WEBHOOK_TEST_RECEIVER_PATH } from './paths.ts';

/**
 * One call of the public API as its reference shows it. The examples follow one another: pasted
 * in order into one terminal (bash or zsh), the first ones make what the later ones use, kept in
 * shell variables. The server's tests run them so, with the real curl, so an example that stops
 * working fails a test, as does a route without one.
 */
export type ApiExample = {
  method: 'GET' | 'POST' | 'DELETE';
  /** The path under the API's prefix as OpenAPI writes it, `{name}` for a parameter. */
  path: string;
  /** A value for each path parameter: a shell variable an earlier example set, such as `$UPLOAD_ID`. */
  pathParams?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The JSON body; a string in it may name a shell variable, such as `"$TRACKING_NUMBER"`. */
  body?: unknown;
  /** The status the call answers when it works. */
  status: number;
  /** Keeps a field of the answer in a shell variable for the examples after it (the answer is also saved in `file`). */
  keeps?: { field: string; variable: string; file: string };
  /** Run it again until the answer's field has this value: the work it reads goes on in the background. */
  until?: { field: string; value: string };
  /** What the reader needs to know that the call does not show. */
  note?: string;
};

/** Where the examples are shown: the site's address, and the time, for a pickup day still to come. */
export type ExampleSite = { origin: string; now: Date };

const SENDER = {
  senderName: 'Amélie O’Brien-Chan',
  senderCompany: 'Harbour Books',
  senderPhoneNumber: '(604) 555-0123',
  senderEmail: 'orders@harbourbooks.ca',
  senderStreetAddress: '1055 W Georgia St',
  senderUnitNumber: '1200',
  senderCity: 'Vancouver',
  senderProvince: 'BC',
  senderPostalCode: 'V6E 3P3',
  senderCountryCode: 'CA',
};

const RECIPIENT = {
  recipientName: 'Jean-François Tremblay',
  recipientCompany: '',
  recipientPhoneNumber: '514 555 0188',
  recipientEmail: '',
  recipientStreetAddress: '1500 rue Sainte-Catherine O',
  recipientUnitNumber: '305',
  recipientCity: 'Montréal',
  recipientProvince: 'QC',
  recipientPostalCode: 'H3G 1S6',
  recipientCountryCode: 'CA',
};

/** A bookshop's customer in Seattle: the shipment example crosses the border, as many of a Canadian shop's do. */
const US_RECIPIENT = {
  recipientName: 'Dana Whitfield',
  recipientCompany: '',
  recipientPhoneNumber: '206 555 0143',
  recipientEmail: '',
  recipientStreetAddress: '400 Broad St',
  recipientUnitNumber: '',
  recipientCity: 'Seattle',
  recipientProvince: 'WA',
  recipientPostalCode: '98109',
  recipientCountryCode: 'US',
};

/**
 * What the parcel to Seattle holds, declared to customs (decision 030): two books and a tote
 * bag, 1.05 kg of the parcel's 1.2 kg, the buyer paying US duties and fees.
 */
const CUSTOMS = {
  contentsType: 'MERCHANDISE',
  currency: 'CAD',
  nonDelivery: 'RETURN',
  dutiesPaidBy: 'RECIPIENT',
  invoiceNumber: 'HB-2026-1187',
  senderTaxId: '123456789RM0001',
  cusmaOriginating: true,
  items: [
    {
      description: 'Hardcover novel, printed',
      quantity: 2,
      unitValue: 32.5,
      unitWeight: 0.45,
      hsCode: '4901.99',
      originCountry: 'CA',
    },
    {
      description: 'Cotton canvas tote bag, printed',
      quantity: 1,
      unitValue: 18,
      unitWeight: 0.15,
      hsCode: '4202.92',
      originCountry: 'CA',
    },
  ],
};

const PARCEL = {
  weight: 1.2,
  weightUnit: 'KGS',
  length: 30,
  width: 20,
  height: 10,
  dimensionUnit: 'CM',
};

/**
 * Every operation of /api/v1, keyed `METHOD path` as the OpenAPI document lists them, in the
 * order a reader runs them: a shipment is made before it is read, labelled, tracked and picked
 * up, and cancelled last, when nothing after needs it.
 */
export function apiExamples({ origin, now }: ExampleSite): Record<string, ApiExample> {
  const shipment = { trackingNumber: '$TRACKING_NUMBER' };
  const batch = { shippingBatchId: '$SHIPPING_BATCH_ID' };
  const upload = { uploadId: '$UPLOAD_ID' };
  const endpoint = { endpointId: '$ENDPOINT_ID' };
  return {
    'POST /rates': {
      method: 'POST',
      path: '/rates',
      body: {
        originPostalCode: 'V6E 3P3',
        destinationPostalCode: US_RECIPIENT.recipientPostalCode,
        countryCode: US_RECIPIENT.recipientCountryCode,
        ...PARCEL,
      },
      status: 200,
    },
    'POST /addresses/validate': {
      method: 'POST',
      path: '/addresses/validate',
      body: {
        addresses: [
          {
            streetAddress: '1500 rue Sainte-Catherine O',
            unitNumber: '305',
            city: 'Montréal',
            province: 'QC',
            postalCode: 'H3G 1S6',
            countryCode: 'CA',
          },
        ],
      },
      status: 200,
    },
    'GET /hs-codes': {
      method: 'GET',
      path: '/hs-codes',
      query: { q: 'maple syrup' },
      status: 200,
      note: 'The HS code of a customs item, found by what it is (or by its first digits). A server without the HS nomenclature answers 503.',
    },
    'POST /shipments': {
      method: 'POST',
      path: '/shipments',
      headers: { 'Idempotency-Key': '5f0c2c8e-8a51-4c5e-9d1e-3b7f1f0a9c42' },
      body: {
        ...SENDER,
        ...US_RECIPIENT,
        ...PARCEL,
        packageInstruction: 'Leave at the front desk',
        serviceCode: 'CA_US_GROUND',
        customs: CUSTOMS,
      },
      status: 201,
      keeps: { field: 'trackingNumber', variable: 'TRACKING_NUMBER', file: 'shipment.json' },
      note: 'This parcel goes to the US, so it carries its customs declaration: every item with a specific description, value, weight, HS code and country of origin. A parcel between Canada and the US needs one, and one that stays in a country is refused it.',
    },
    'GET /shipments': {
      method: 'GET',
      path: '/shipments',
      query: { limit: '20', status: 'LABEL_CREATED' },
      status: 200,
    },
    'GET /shipments/{trackingNumber}': {
      method: 'GET',
      path: '/shipments/{trackingNumber}',
      pathParams: shipment,
      status: 200,
      keeps: {
        field: 'shippingBatchId',
        variable: 'SHIPPING_BATCH_ID',
        file: 'shipment-read.json',
      },
    },
    'GET /shipments/{trackingNumber}/label': {
      method: 'GET',
      path: '/shipments/{trackingNumber}/label',
      pathParams: shipment,
      status: 200,
    },
    'GET /shipments/{trackingNumber}/label/zpl': {
      method: 'GET',
      path: '/shipments/{trackingNumber}/label/zpl',
      pathParams: shipment,
      status: 200,
    },
    'GET /shipping-batches/{shippingBatchId}/labels': {
      method: 'GET',
      path: '/shipping-batches/{shippingBatchId}/labels',
      pathParams: batch,
      status: 200,
    },
    'GET /shipping-batches/{shippingBatchId}/labels/zpl': {
      method: 'GET',
      path: '/shipping-batches/{shippingBatchId}/labels/zpl',
      pathParams: batch,
      status: 200,
    },
    'GET /shipments/{trackingNumber}/commercial-invoice': {
      method: 'GET',
      path: '/shipments/{trackingNumber}/commercial-invoice',
      pathParams: shipment,
      status: 200,
    },
    'GET /tracking/{trackingNumber}': {
      method: 'GET',
      path: '/tracking/{trackingNumber}',
      pathParams: shipment,
      status: 200,
    },
    'POST /pickups': {
      method: 'POST',
      path: '/pickups',
      headers: { 'Idempotency-Key': '9d3b7c1e-5f2a-4b8c-a6d4-2e1f0c9b8a7d' },
      body: {
        trackingNumbers: [shipment.trackingNumber],
        // The second pickup day offered: still to come for a day after the page was opened.
        requestedDate: pickupDates(now)[1],
        earliestTime: '10:00',
        latestTime: '14:00',
        notes: 'Loading dock at the back, ring the bell',
      },
      status: 201,
    },
    'POST /bulk-uploads': {
      method: 'POST',
      path: '/bulk-uploads',
      headers: { 'Idempotency-Key': 'c41f8e2d-7a6b-4c3d-9e8f-0a1b2c3d4e5f' },
      body: {
        batchId: 'holiday-orders-2026-12',
        orderList: [
          { ...SENDER, ...RECIPIENT, ...PARCEL },
          {
            ...SENDER,
            recipientName: 'Priya Natarajan',
            recipientCompany: 'Northern Light Yarns',
            recipientPhoneNumber: '+1 (867) 555-0142',
            recipientEmail: 'priya@northernlightyarns.ca',
            recipientStreetAddress: '4910 50 Ave',
            recipientUnitNumber: '',
            recipientCity: 'Yellowknife',
            recipientProvince: 'NT',
            recipientPostalCode: 'X1A 1C4',
            recipientCountryCode: 'CA',
            ...PARCEL,
            weight: 0.4,
          },
        ],
      },
      status: 202,
      keeps: { field: 'uploadId', variable: 'UPLOAD_ID', file: 'upload.json' },
    },
    'GET /bulk-uploads/{uploadId}': {
      method: 'GET',
      path: '/bulk-uploads/{uploadId}',
      pathParams: upload,
      status: 200,
      until: { field: 'status', value: 'COMPLETED' },
      note: 'The upload is processed in the background: run this again until its status is COMPLETED, then buy its orders.',
    },
    'POST /bulk-uploads/{uploadId}/shipments': {
      method: 'POST',
      path: '/bulk-uploads/{uploadId}/shipments',
      pathParams: upload,
      headers: { 'Idempotency-Key': '2a7c9e1f-4b3d-4f6a-8c5e-7d9b1a3c5e7f' },
      status: 201,
    },
    'POST /webhook-endpoints': {
      method: 'POST',
      path: '/webhook-endpoints',
      headers: { 'Idempotency-Key': '9d2b7c1a-3e4f-4a5b-8c6d-7e8f9a0b1c2d' },
      body: {
        url: `${origin}${WEBHOOK_TEST_RECEIVER_PATH}`,
        events: ['label.created', 'tracking.updated'],
      },
      status: 201,
      keeps: { field: 'endpointId', variable: 'ENDPOINT_ID', file: 'endpoint.json' },
      note: 'The url here is our test receiver, which accepts every delivery and keeps nothing: the delivery log on your Webhooks page shows each one delivered. Register your own receiver’s https address in its place when it is ready.',
    },
    'GET /webhook-endpoints': { method: 'GET', path: '/webhook-endpoints', status: 200 },
    'GET /webhook-endpoints/{endpointId}': {
      method: 'GET',
      path: '/webhook-endpoints/{endpointId}',
      pathParams: endpoint,
      status: 200,
    },
    'DELETE /webhook-endpoints/{endpointId}': {
      method: 'DELETE',
      path: '/webhook-endpoints/{endpointId}',
      pathParams: endpoint,
      status: 204,
    },
    'POST /shipments/{trackingNumber}/cancel': {
      method: 'POST',
      path: '/shipments/{trackingNumber}/cancel',
      pathParams: shipment,
      headers: { 'Idempotency-Key': '2c6e8a4f-7b1d-4c3e-9f5a-8d2b6e0c4a19' },
      status: 200,
      note: 'This cancels the shipment made above, so it comes last: its payment is given back.',
    },
  };
}

// A shell variable an example names, such as $TRACKING_NUMBER: upper case, as the examples write them.
const SHELL_VARIABLE = /\$[A-Z][A-Z_]*/;

/** The example's URL path and query, with its own parameters or the ones given; a shell variable stays for the shell to fill in. */
export function exampleUrl(example: ApiExample, pathParams = example.pathParams ?? {}): string {
  const path = example.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = pathParams[name] ?? `{${name}}`;
    return SHELL_VARIABLE.test(value) ? value : encodeURIComponent(value);
  });
  const query = example.query ? `?${new URLSearchParams(example.query)}` : '';
  return `${PUBLIC_API_PREFIX}${path}${query}`;
}

/** Single quotes for a POSIX shell: the only character to escape inside them is the quote itself. */
const shellQuoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** A URL for the shell: in double quotes when the shell must fill in a variable it names. */
const shellUrl = (url: string) => (SHELL_VARIABLE.test(url) ? `"${url}"` : shellQuoted(url));

/** Text of a here-document: the shell fills in the variables it names, and takes the rest as it is. */
const hereDocumentText = (text: string) =>
  text.replace(/\\|`|\$(?![A-Z][A-Z_]*)/g, (special) => `\\${special}`);

/** The line that reads a field of the answer saved in `file` into a shell variable, with sed (no jq needed). */
const keepLine = ({ field, variable, file }: NonNullable<ApiExample['keeps']>) =>
  `${variable}=$(sed -n 's/.*"${field}":"\\([^"]*\\)".*/\\1/p' ${file})`;

/** The PDFs an example downloads, by the end of its path, saved under a file name rather than printed. */
const PDF_FILES = {
  '/label': 'label.pdf',
  '/labels': 'labels.pdf',
  '/commercial-invoice': 'commercial-invoice.pdf',
};

/**
 * The example as a curl command against `origin`, for bash or zsh: the key read from
 * $MAPLEPOST_KEY so that it never sits in a shell history, a body naming a shell variable sent as
 * a here-document (single quotes would keep the shell from filling it in), and the field the
 * example keeps read from its saved answer on a line of its own.
 */
export function curlCommand(example: ApiExample, origin: string): string {
  const options = [`curl ${shellUrl(origin + exampleUrl(example))}`];
  // curl sends GET, or POST when it has a body to send: anything else is said.
  const impliedMethod = example.body === undefined ? 'GET' : 'POST';
  if (example.method !== impliedMethod) options.push(`-X ${example.method}`);
  options.push(`-H "Authorization: Bearer $${KEY_VARIABLE}"`);
  for (const [name, value] of Object.entries(example.headers ?? {})) {
    options.push(`-H ${shellQuoted(`${name}: ${value}`)}`);
  }
  const pdf = Object.entries(PDF_FILES).find(([ending]) => example.path.endsWith(ending));
  if (pdf) options.push(`-o ${pdf[1]}`);
  const body = example.body === undefined ? undefined : JSON.stringify(example.body, null, 2);
  const hereDocument = body !== undefined && SHELL_VARIABLE.test(body) ? body : null;
  if (body !== undefined) {
    options.push(`-H 'Content-Type: application/json'`);
    options.push(hereDocument === null ? `-d ${shellQuoted(body)}` : '-d @- <<JSON');
  }
  const lines = [options.join(' \\\n  ') + (example.keeps ? ` | tee ${example.keeps.file}` : '')];
  if (hereDocument !== null) lines.push(hereDocumentText(hereDocument), 'JSON');
  if (example.keeps) lines.push(keepLine(example.keeps));
  return lines.join('\n');
}
