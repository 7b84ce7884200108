import fc from 'fast-check';
import { junk } from './schema-arbitrary.ts';

/** Requests a fuzzing test sends: FUZZ_RUNS, else 10,000 on CI and 1,000 on a developer's machine. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 10_000 : 1_000));
/** The seed of the run, printed with it: FUZZ_SEED replays one. */
export const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/**
 * How a fuzzed body travels: mostly as the JSON the API reads, sometimes as another type, as
 * JSON cut short, or as no body at all.
 */
export type BodyEncoding = 'json' | 'form' | 'text' | 'broken json' | 'none';

const bodyEncodings: fc.Arbitrary<BodyEncoding> = fc.oneof(
  { arbitrary: fc.constant('json' as const), weight: 16 },
  {
    arbitrary: fc.constantFrom(
      'form' as const,
      'text' as const,
      'broken json' as const,
      'none' as const,
    ),
    weight: 1,
  },
);

/**
 * The body of a request and how it travels: for a method that sends one, drawn from its schema's
 * values (junk when it has no schema); for one that does not, none.
 */
export const bodyParts = (sendsBody: boolean, fromSchema: fc.Arbitrary<unknown> | undefined) => ({
  body: sendsBody ? (fromSchema ?? junk) : fc.constant(undefined),
  encoding: sendsBody ? bodyEncodings : fc.constant<BodyEncoding>('none'),
});

/** A value as it can travel in a path, a query string or a header. */
export const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** Percent-encodes text; a lone surrogate goes as the bytes UTF-8 cannot hold, a nasty case of its own. */
export const encode = (text: string) =>
  Array.from(text, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');

export function queryString(query: unknown): string {
  if (query === undefined) return '';
  if (typeof query !== 'object' || query === null) return `?${encode(asText(query))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, asText(item));
  }
  return `?${search.toString()}`;
}

/** The payload and its Content-Type for a body sent with `encoding`. */
export function payloadOf(
  body: unknown,
  encoding: BodyEncoding,
): { payload?: string; contentType?: string } {
  if (encoding === 'none' || body === undefined) return {};
  if (encoding === 'form') {
    const fields = typeof body === 'object' && body !== null ? body : { value: body };
    const form = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, asText(v)]));
    return { payload: form.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  if (encoding === 'text') return { payload: asText(body), contentType: 'text/plain' };
  const json = JSON.stringify(body) ?? 'null';
  const payload = encoding === 'broken json' ? json.slice(0, -1) : json;
  return { payload, contentType: 'application/json' };
}

/** Field examples by name, one value each, from objects of real values (an order, an address). */
export const examplesFrom = (...objects: object[]) =>
  Object.fromEntries(
    objects.flatMap((object) => Object.entries(object)).map(([key, value]) => [key, [value]]),
  );
