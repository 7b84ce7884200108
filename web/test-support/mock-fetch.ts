import { onTestFinished, vi } from 'vitest';

export type MockAnswer = { status: number; body?: unknown };

/**
 * Replaces fetch for one test with answers looked up by "METHOD /path". A list answers its
 * entries in turn and then keeps answering the last. A call without an answer gets a 501 whose
 * message names it, so a missing entry shows up in what the page says.
 */
export function mockFetch(answers: Record<string, MockAnswer | MockAnswer[]>) {
  const callsSoFar = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const calls = callsSoFar.get(key) ?? 0;
    callsSoFar.set(key, calls + 1);
    const answer = answers[key];
    const { status, body } = (Array.isArray(answer)
      ? answer[Math.min(calls, answer.length - 1)]
      : answer) ?? {
      status: 501,
      body: { message: `No mock answer for ${key}` },
    };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** The JSON body fetch was called with for "METHOD /path", parsed. */
export function requestBody(fetchMock: ReturnType<typeof mockFetch>, key: string): unknown {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
  if (!call) throw new Error(`fetch was not called for ${key}`);
  return JSON.parse(String(call[1]?.body));
}
