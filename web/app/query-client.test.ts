import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api-client.ts';
import { shouldRetryQuery } from './query-client.ts';

describe('shouldRetryQuery', () => {
  it('retries a network failure or a 5xx once', () => {
    expect(shouldRetryQuery(0, new ApiRequestError(0, 'offline'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiRequestError(503, 'busy'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiRequestError(503, 'busy'))).toBe(false);
  });

  it('never retries a 4xx answer', () => {
    expect(shouldRetryQuery(0, new ApiRequestError(400, 'bad input'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiRequestError(404, 'not found'))).toBe(false);
  });
});
