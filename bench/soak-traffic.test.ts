import { describe, expect, it } from 'vitest';
import {
  clientAddressOf,
  createCookieJar,
  createRecorder,
  pickWeighted,
  totalsOf,
} from './soak-traffic.ts';

describe('the recorder', () => {
  it('gives each endpoint its requests, errors, p50 and p99, the busiest first', () => {
    const recorder = createRecorder();
    for (let ms = 100; ms >= 1; ms -= 1) recorder.record('GET /web/tracking/:trackingNumber', ms);
    recorder.record('POST /web/rates', 7);
    recorder.record('POST /web/rates', 900, 'HTTP 500 {}');

    expect(recorder.figures()).toEqual([
      {
        endpoint: 'GET /web/tracking/:trackingNumber',
        requests: 100,
        errors: 0,
        p50Ms: 50,
        p99Ms: 99,
      },
      { endpoint: 'POST /web/rates', requests: 2, errors: 1, p50Ms: 7, p99Ms: 900 },
    ]);
  });

  it('counts each distinct problem, the most frequent first', () => {
    const recorder = createRecorder();
    recorder.record('POST /web/rates', 1, 'HTTP 429 {}');
    recorder.record('GET /web/order/list', 1, 'network error: socket hang up');
    recorder.record('GET /web/order/list', 1, 'network error: socket hang up');

    expect(recorder.problems()).toEqual([
      ['GET /web/order/list: network error: socket hang up', 2],
      ['POST /web/rates: HTTP 429 {}', 1],
    ]);
  });

  it('totals requests and errors over the endpoints, with requests per second', () => {
    const recorder = createRecorder();
    for (let request = 0; request < 30; request += 1) recorder.record('POST /web/rates', 5);
    for (let request = 0; request < 10; request += 1) {
      recorder.record('GET /web/order/list', 5, request < 2 ? 'HTTP 500 {}' : undefined);
    }

    expect(totalsOf(recorder.figures(), 20)).toEqual({ requests: 40, errors: 2, perSecond: 2 });
  });
});

describe('the cookie jar', () => {
  it('sends back what answers set, the newest value of each, and forgets cleared ones', () => {
    const jar = createCookieJar();
    jar.keep(['__Host-guest=g1; Path=/; Secure; HttpOnly; SameSite=Lax']);
    jar.keep(['__Host-session=s1; Path=/; Max-Age=2592000', '__Host-guest=g2; Path=/']);
    expect(jar.header()).toBe('__Host-guest=g2; __Host-session=s1');

    jar.keep(['__Host-guest=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    jar.keep(['__Host-session=; Max-Age=0']);
    expect(jar.header()).toBe('');
  });
});

describe('pickWeighted', () => {
  const mix = [
    { weight: 3, choice: 'track' },
    { weight: 1, choice: 'upload' },
  ];

  it('picks each choice for its share of the draws', () => {
    expect([0, 0.5, 0.74].map((draw) => pickWeighted(mix, draw))).toEqual([
      'track',
      'track',
      'track',
    ]);
    expect([0.75, 0.99].map((draw) => pickWeighted(mix, draw))).toEqual(['upload', 'upload']);
  });
});

describe('clientAddressOf', () => {
  it('gives each customer an address of its own in 10.0.0.0/8', () => {
    expect(clientAddressOf(1)).toBe('10.0.0.1');
    expect(clientAddressOf(300)).toBe('10.0.1.44');
  });
});
