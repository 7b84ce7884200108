import { describe, expect, it } from 'vitest';
import { isValidTrackingNumber } from '../tracking/tracking-number.ts';
import { API_EXAMPLES, curlCommand, exampleUrl, type ApiExample } from './examples.ts';

const example = (key: string) => API_EXAMPLES[key]!;

describe('exampleUrl', () => {
  it('fills path parameters and adds the query', () => {
    expect(exampleUrl(example('GET /shipments'))).toBe(
      '/api/v1/shipments?limit=20&status=LABEL_CREATED',
    );
    expect(
      exampleUrl(example('GET /shipments/{trackingNumber}/label'), { trackingNumber: 'MP1 2' }),
    ).toBe('/api/v1/shipments/MP1%202/label');
  });

  it('shows its sample tracking numbers as real ones look', () => {
    for (const { pathParams } of Object.values(API_EXAMPLES)) {
      if (pathParams?.['trackingNumber'])
        expect(isValidTrackingNumber(pathParams['trackingNumber'])).toBe(true);
    }
  });
});

describe('curlCommand', () => {
  it('sends a body as JSON, its headers quoted, and the key from the environment', () => {
    const command = curlCommand(example('POST /shipments'), 'https://maplepost.ca');
    expect(command).toContain(`curl 'https://maplepost.ca/api/v1/shipments'`);
    expect(command).toContain(`-H "Authorization: Bearer $MAPLEPOST_KEY"`);
    expect(command).toContain(`-H 'Idempotency-Key: 5f0c2c8e-8a51-4c5e-9d1e-3b7f1f0a9c42'`);
    expect(command).toContain(`-H 'Content-Type: application/json'`);
    expect(command).not.toContain('-X');
    // The body survives the shell: the O’Brien quote is typographic, Montréal is UTF-8.
    const body = /-d '([\s\S]*)'$/.exec(command)![1]!;
    expect(JSON.parse(body)).toEqual(example('POST /shipments').body);
  });

  it('escapes a single quote inside the body for the shell', () => {
    const withQuote: ApiExample = { ...example('POST /rates'), body: { name: "D'Arcy" } };
    expect(curlCommand(withQuote, 'http://localhost:3000')).toContain(`"name": "D'\\''Arcy"`);
  });

  it('saves a label to a file and names a method curl would not guess', () => {
    expect(curlCommand(example('GET /shipments/{trackingNumber}/label'), 'http://x')).toMatch(
      /-o label\.pdf$/,
    );
    const bodiless: ApiExample = { method: 'POST', path: '/x', status: 200 };
    expect(curlCommand(bodiless, 'http://x')).toContain('-X POST');
  });
});
