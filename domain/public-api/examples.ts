import { PUBLIC_API_PREFIX } from './paths.ts';

/**
 * One call of the public API as its reference shows it: a request a shop could send as it is.
 * The server's tests send each one to the app and check the answer against the OpenAPI
 * document, so an example that stops working fails a test, as does a route without one.
 */
export type ApiExample = {
  method: 'GET' | 'POST' | 'DELETE';
  /** The path under the API's prefix as OpenAPI writes it, `{name}` for a parameter. */
  path: string;
  /** A value for each path parameter. */
  pathParams?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
  /** The status the call answers when it works. */
  status: number;
};

/**
 * Values the examples show where a real call names something of the account's or a day to come.
 * The tests put real ones in their place.
 */
export const Samples = {
  /** A Maplepost tracking number as a shop receives them (UPU S10: MP, 8 digits, check digit, CA). */
  trackingNumber: 'MP000000014CA',
  /** Another, for the example that cancels a shipment, so the others' shipment stays as it is. */
  cancelledTrackingNumber: 'MP000000028CA',
  uploadId: '0b9e6f2a-3c4d-4e5f-8a7b-1c2d3e4f5a6b',
  pickupDate: '2026-12-01',
  /** A webhook endpoint's id as the API answers them. */
  endpointId: '0b9f3a5e-6c1d-4e2f-8a7b-9c0d1e2f3a4b',
} as const;

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

const PARCEL = {
  weight: 1.2,
  weightUnit: 'KGS',
  length: 30,
  width: 20,
  height: 10,
  dimensionUnit: 'CM',
};

/** Every operation of /api/v1, keyed `METHOD path` as the OpenAPI document lists them. */
export const API_EXAMPLES: Record<string, ApiExample> = {
  'POST /rates': {
    method: 'POST',
    path: '/rates',
    body: {
      originPostalCode: 'V6E 3P3',
      destinationPostalCode: 'H3G 1S6',
      countryCode: 'CA',
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
  'POST /shipments': {
    method: 'POST',
    path: '/shipments',
    headers: { 'Idempotency-Key': '5f0c2c8e-8a51-4c5e-9d1e-3b7f1f0a9c42' },
    body: {
      ...SENDER,
      ...RECIPIENT,
      ...PARCEL,
      packageInstruction: 'Leave at the front desk',
      serviceCode: 'CA_GROUND',
    },
    status: 201,
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
    pathParams: { trackingNumber: Samples.trackingNumber },
    status: 200,
  },
  'GET /shipments/{trackingNumber}/label': {
    method: 'GET',
    path: '/shipments/{trackingNumber}/label',
    pathParams: { trackingNumber: Samples.trackingNumber },
    status: 200,
  },
  'POST /shipments/{trackingNumber}/cancel': {
    method: 'POST',
    path: '/shipments/{trackingNumber}/cancel',
    pathParams: { trackingNumber: Samples.cancelledTrackingNumber },
    headers: { 'Idempotency-Key': '2c6e8a4f-7b1d-4c3e-9f5a-8d2b6e0c4a19' },
    status: 200,
  },
  'POST /pickups': {
    method: 'POST',
    path: '/pickups',
    headers: { 'Idempotency-Key': '9d3b7c1e-5f2a-4b8c-a6d4-2e1f0c9b8a7d' },
    body: {
      trackingNumbers: [Samples.trackingNumber],
      requestedDate: Samples.pickupDate,
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
  },
  'POST /bulk-uploads/{uploadId}/shipments': {
    method: 'POST',
    path: '/bulk-uploads/{uploadId}/shipments',
    pathParams: { uploadId: Samples.uploadId },
    headers: { 'Idempotency-Key': '2a7c9e1f-4b3d-4f6a-8c5e-7d9b1a3c5e7f' },
    status: 201,
  },
  'GET /bulk-uploads/{uploadId}': {
    method: 'GET',
    path: '/bulk-uploads/{uploadId}',
    pathParams: { uploadId: Samples.uploadId },
    status: 200,
  },
  'GET /tracking/{trackingNumber}': {
    method: 'GET',
    path: '/tracking/{trackingNumber}',
    pathParams: { trackingNumber: Samples.trackingNumber },
    status: 200,
  },
  'POST /webhook-endpoints': {
    method: 'POST',
    path: '/webhook-endpoints',
    headers: { 'Idempotency-Key': '9d2b7c1a-3e4f-4a5b-8c6d-7e8f9a0b1c2d' },
    body: {
      url: 'https://harbourbooks.example/maplepost/events',
      events: ['label.created', 'tracking.updated'],
    },
    status: 201,
  },
  'GET /webhook-endpoints': { method: 'GET', path: '/webhook-endpoints', status: 200 },
  'GET /webhook-endpoints/{endpointId}': {
    method: 'GET',
    path: '/webhook-endpoints/{endpointId}',
    pathParams: { endpointId: Samples.endpointId },
    status: 200,
  },
  'DELETE /webhook-endpoints/{endpointId}': {
    method: 'DELETE',
    path: '/webhook-endpoints/{endpointId}',
    pathParams: { endpointId: Samples.endpointId },
    status: 204,
  },
};

/** The example's URL path and query, with its own parameters or the ones given. */
export function exampleUrl(example: ApiExample, pathParams = example.pathParams ?? {}): string {
  const path = example.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathParams[name] ?? `{${name}}`),
  );
  const query = example.query ? `?${new URLSearchParams(example.query)}` : '';
  return `${PUBLIC_API_PREFIX}${path}${query}`;
}

/** Single quotes for a POSIX shell: the only character to escape inside them is the quote itself. */
const shellQuoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * The example as a curl command against `origin`, the key read from $MAPLEPOST_KEY so that it
 * never sits in a shell history.
 */
export function curlCommand(example: ApiExample, origin: string): string {
  const lines = [`curl ${shellQuoted(origin + exampleUrl(example))}`];
  // curl sends GET, or POST when it has a body to send: anything else is said.
  const impliedMethod = example.body === undefined ? 'GET' : 'POST';
  if (example.method !== impliedMethod) lines.push(`-X ${example.method}`);
  lines.push(`-H "Authorization: Bearer $MAPLEPOST_KEY"`);
  for (const [name, value] of Object.entries(example.headers ?? {})) {
    lines.push(`-H ${shellQuoted(`${name}: ${value}`)}`);
  }
  if (example.path.endsWith('/label')) lines.push('-o label.pdf');
  if (example.body !== undefined) {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`-d ${shellQuoted(JSON.stringify(example.body, null, 2))}`);
  }
  return lines.join(' \\\n  ');
}
