import { describe, expect, it } from 'vitest';
import { crossesBorder } from '../customs/order-customs.ts';
import { earliestPickupDate, isPickupDay } from '../pickups/pickup-rules.ts';
import { OrderCreateRequestSchema } from '../shipments/schemas.ts';
import { apiExamples, curlCommand, exampleUrl, type ApiExample } from './examples.ts';
import { setKeyCommand } from './key-variable.ts';

const SITE = { origin: 'https://maplepost.ca', now: new Date('2026-11-24T18:00:00Z') };
const EXAMPLES = apiExamples(SITE);
const example = (key: string) => EXAMPLES[key]!;

describe('apiExamples', () => {
  it('uses no shell variable before an earlier example keeps it', () => {
    const kept = new Set<string>();
    for (const [name, { keeps, ...call }] of Object.entries(EXAMPLES)) {
      for (const [, variable] of JSON.stringify(call).matchAll(/\$([A-Z][A-Z_]*)/g)) {
        expect(kept, `${name} uses $${variable}`).toContain(variable);
      }
      if (keeps) kept.add(keeps.variable);
    }
    expect([...kept].sort()).toEqual([
      'ENDPOINT_ID',
      'SHIPPING_BATCH_ID',
      'TRACKING_NUMBER',
      'UPLOAD_ID',
    ]);
  });

  it('books the pickup on a day to come, and registers our test receiver on the site', () => {
    const pickup = example('POST /pickups').body as { requestedDate: string };
    expect(pickup.requestedDate > earliestPickupDate(SITE.now)).toBe(true);
    expect(example('POST /webhook-endpoints').body).toMatchObject({
      url: 'https://maplepost.ca/api/webhook-test-receiver',
    });
  });

  it('books the pickup on a day we pick up, even when the page is read on a Friday after the cut-off', () => {
    // 15:30 in Vancouver on Friday 27 November 2026: the day after the earliest is a Sunday.
    const fridayAfterCutOff = { ...SITE, now: new Date('2026-11-27T23:30:00Z') };
    const pickup = apiExamples(fridayAfterCutOff)['POST /pickups']!.body as {
      requestedDate: string;
    };
    expect(pickup.requestedDate).toBe('2026-11-30');
    expect(isPickupDay(pickup.requestedDate)).toBe(true);
  });

  it('ships across the border, with a declaration the order schema takes, quoted first', () => {
    const order = OrderCreateRequestSchema.parse(example('POST /shipments').body);
    expect(crossesBorder(order)).toBe(true);
    expect(order.customs!.items.map((item) => item.hsCode)).toEqual(['490199', '420292']);
    expect(example('POST /shipments').note).toMatch(/customs declaration/);
    expect(example('POST /rates').body).toMatchObject({
      destinationPostalCode: order.recipientPostalCode,
      countryCode: 'US',
    });
  });

  it('cancels the shipment last, when no later example reads it', () => {
    expect(Object.keys(EXAMPLES).at(-1)).toBe('POST /shipments/{trackingNumber}/cancel');
  });
});

describe('exampleUrl', () => {
  it('fills path parameters, leaves a shell variable for the shell, and adds the query', () => {
    expect(exampleUrl(example('GET /shipments'))).toBe(
      '/api/v1/shipments?limit=20&status=LABEL_CREATED',
    );
    expect(exampleUrl(example('GET /shipments/{trackingNumber}/label'))).toBe(
      '/api/v1/shipments/$TRACKING_NUMBER/label',
    );
    expect(
      exampleUrl(example('GET /shipments/{trackingNumber}/label'), { trackingNumber: 'MP1 2' }),
    ).toBe('/api/v1/shipments/MP1%202/label');
  });
});

describe('curlCommand', () => {
  it('sends a body as JSON, its headers quoted, and the key from the environment', () => {
    const command = curlCommand(example('POST /rates'), SITE.origin);
    expect(command).toContain(`curl 'https://maplepost.ca/api/v1/rates'`);
    expect(command).toContain(`-H "Authorization: Bearer $MAPLEPOST_KEY"`);
    expect(command).toContain(`-H 'Content-Type: application/json'`);
    expect(command).not.toContain('-X');
    // The body survives the shell: Montréal is UTF-8.
    const body = /-d '([\s\S]*)'$/.exec(command)![1]!;
    expect(JSON.parse(body)).toEqual(example('POST /rates').body);
  });

  it('tells how to set the key it reads', () => {
    expect(setKeyCommand('mp_test_abc')).toBe(`export MAPLEPOST_KEY='mp_test_abc'`);
  });

  it('keeps a field of the answer in a shell variable, from the answer it saves', () => {
    const command = curlCommand(example('POST /shipments'), SITE.origin);
    expect(command).toContain(`-H 'Idempotency-Key: 5f0c2c8e-8a51-4c5e-9d1e-3b7f1f0a9c42'`);
    expect(command.split('\n').slice(-2)).toEqual([
      `}' | tee shipment.json`,
      `TRACKING_NUMBER=$(sed -n 's/.*"trackingNumber":"\\([^"]*\\)".*/\\1/p' shipment.json)`,
    ]);
  });

  it('lets the shell fill in a variable in the URL and in the body, and nothing else', () => {
    expect(curlCommand(example('GET /tracking/{trackingNumber}'), SITE.origin)).toMatch(
      /^curl "https:\/\/maplepost\.ca\/api\/v1\/tracking\/\$TRACKING_NUMBER" \\/,
    );
    const withVariable: ApiExample = {
      method: 'POST',
      path: '/x',
      body: { trackingNumbers: ['$TRACKING_NUMBER'], note: 'a `tick`, a \\ and $5' },
      status: 200,
    };
    // Unquoted, a here-document fills in variables: the backtick, backslash and $5 are escaped.
    expect(curlCommand(withVariable, SITE.origin).split('\n').slice(-8)).toEqual([
      `  -d @- <<JSON`,
      '{',
      '  "trackingNumbers": [',
      '    "$TRACKING_NUMBER"',
      '  ],',
      String.raw`  "note": "a \`tick\`, a \\\\ and \$5"`,
      '}',
      'JSON',
    ]);
  });

  it('escapes a single quote inside the body for the shell', () => {
    const withQuote: ApiExample = { ...example('POST /rates'), body: { name: "D'Arcy" } };
    expect(curlCommand(withQuote, 'http://localhost:3000')).toContain(`"name": "D'\\''Arcy"`);
  });

  it('saves a label and a commercial invoice to files and names a method curl would not guess', () => {
    expect(curlCommand(example('GET /shipments/{trackingNumber}/label'), 'http://x')).toMatch(
      /-o label\.pdf$/,
    );
    expect(
      curlCommand(example('GET /shipments/{trackingNumber}/commercial-invoice'), 'http://x'),
    ).toMatch(/-o commercial-invoice\.pdf$/);
    const bodiless: ApiExample = { method: 'POST', path: '/x', status: 200 };
    expect(curlCommand(bodiless, 'http://x')).toContain('-X POST');
  });
});
