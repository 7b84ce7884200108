import { describe, expect, it } from 'vitest';
import { ShipmentMessages } from '#domain/common/shipping-messages.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { unsupportedBodyTypeMessage } from './body-types.ts';

const testApp = useTestApp();

const quoteBody = {
  weight: '2',
  weightUnit: 'KGS',
  originPostalCode: 'V6B 1A1',
  countryCode: 'CA',
  destinationPostalCode: 'M5V 2T6',
};

const post = (url: string, payload: string, contentType?: string) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: contentType === undefined ? {} : { 'content-type': contentType },
  });

const JSON_ONLY = unsupportedBodyTypeMessage('application/json');
const FORM_ONLY = unsupportedBodyTypeMessage('application/x-www-form-urlencoded');

describe('a JSON endpoint', () => {
  it('reads JSON, with or without a charset', async () => {
    const response = await post(
      '/web/rates',
      JSON.stringify(quoteBody),
      'application/json; charset=utf-8',
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    [
      'form-encoded',
      'application/x-www-form-urlencoded',
      new URLSearchParams(quoteBody).toString(),
    ],
    [
      'plain text (which any site may post without asking)',
      'text/plain',
      JSON.stringify(quoteBody),
    ],
    ['multipart', 'multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
    ['of no type at all', undefined, JSON.stringify(quoteBody)],
  ])('refuses a body %s with 415 and says what it takes', async (_, contentType, payload) => {
    const response = await post('/web/rates', payload, contentType);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: JSON_ONLY });
  });

  it('answers 415, not 500, to a Content-Type that is no media type', async () => {
    const response = await post('/web/rates', '{}', 'not a type');
    expect(response.statusCode).toBe(415);
  });
});

describe('the payment call, form-encoded in the spec', () => {
  const pay = (payload: string, contentType: string) =>
    post('/web/ship/payment/no-such-batch', payload, contentType);

  it('reads a form-encoded body', async () => {
    const response = await pay(
      new URLSearchParams({ paymentNonce: '', saveCard: 'false', mode: 'sandbox' }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe(ShipmentMessages.batchNotFound);
  });

  it('refuses JSON with 415 and says what it takes', async () => {
    const response = await pay(
      JSON.stringify({ paymentNonce: '', saveCard: false, mode: 'sandbox' }),
      'application/json',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: FORM_ONLY });
  });
});
