import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that z.toJSONSchema writes for our request schemas. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
};

/**
 * What to draw besides the schema's own shapes: real values by field name (a postal code the
 * data knows, a tracking number the test account owns), so that requests get past the checks a
 * JSON Schema cannot state and reach the route's logic.
 */
export type Examples = Readonly<Record<string, readonly unknown[]>>;

const HUGE = 200_000;

/** Text that has broken parsers, databases and renderers before. */
const NASTY_TEXT = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\nb',
  '\t',
  '\uD800',
  '\uFEFF',
  '\u202Eevil',
  '🦆🇨🇦👩🏽‍🚀',
  '王小明',
  "' OR 1=1 --",
  '"; drop table orders; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '-1',
  '0x10',
  '9'.repeat(40),
  '2026-02-30',
  '25:61',
);

const anyText = fc.oneof(
  { arbitrary: fc.string(), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: NASTY_TEXT, weight: 3 },
  { arbitrary: fc.nat({ max: HUGE }).map((length) => 'x'.repeat(length)), weight: 1 },
);

const anyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1, 0.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2),
  fc.integer({ min: -100, max: 1000 }).map(String),
);

/** Any JSON value at all, nested a few levels: what a careless or hostile client sends. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 2 },
  { arbitrary: anyNumber, weight: 2 },
  { arbitrary: anyText, weight: 2 },
  { arbitrary: fc.json().map((text) => JSON.parse(text) as unknown), weight: 2 },
  { arbitrary: fc.nat({ max: 300 }).map(deeplyNested), weight: 1 },
  { arbitrary: fc.array(fc.constant(1), { minLength: 1000, maxLength: 5000 }), weight: 1 },
);

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const { minLength = 0, maxLength = 60, pattern, format } = schema;
  if (format === 'uuid') return fc.uuid();
  if (format === 'email') return fc.emailAddress();
  if (format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (pattern) {
    try {
      return fc.stringMatching(new RegExp(pattern, 'u'), { maxLength });
    } catch {
      // A pattern fast-check cannot generate from (unicode classes): plain text will do.
    }
  }
  const length = { minLength, maxLength: Math.min(maxLength, 200) };
  return fc.oneof(fc.string(length), fc.string({ ...length, unit: 'grapheme' }));
}

/** Just outside what the schema allows: one character too long, empty, the wrong type. */
function nearMiss(schema: JsonSchema): fc.Arbitrary<unknown> {
  const misses: unknown[] = [null, '', ' ', 0, '0', [], {}];
  if (schema.maxLength !== undefined) misses.push('x'.repeat(schema.maxLength + 1));
  if (schema.maximum !== undefined) misses.push(schema.maximum + 1, String(schema.maximum + 1));
  if (schema.minimum !== undefined) misses.push(schema.minimum - 1, schema.minimum - 0.5);
  if (schema.maxItems !== undefined) misses.push(Array.from({ length: schema.maxItems + 1 }));
  return fc.constantFrom(...misses);
}

/**
 * How far from valid a request is drawn: a field is a near miss or junk once in `noise` draws,
 * and a field with examples takes one `examples` times in ten (the schema's shapes otherwise).
 */
type Profile = { noise: number; examples: number };

/** Values of a field of `schema` named `name`, as the profile draws them. */
function valuesOf(
  schema: JsonSchema,
  examples: Examples,
  profile: Profile,
  name?: string,
): fc.Arbitrary<unknown> {
  const known = name !== undefined ? examples[name] : undefined;
  const shaped = shapesOf(schema, examples, profile);
  const example = known?.length ? fc.constantFrom(...known) : undefined;
  const valid = !example
    ? shaped
    : profile.examples >= 10
      ? example
      : fc.oneof(
          { arbitrary: example, weight: profile.examples },
          { arbitrary: shaped, weight: 10 - profile.examples },
        );
  return fc.oneof(
    { arbitrary: valid, weight: profile.noise },
    { arbitrary: nearMiss(schema), weight: 1 },
    { arbitrary: junk, weight: 1 },
  );
}

function shapesOf(schema: JsonSchema, examples: Examples, profile: Profile): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => shapesOf(c, examples, profile)));
  if (schema.allOf?.[0]) return shapesOf(schema.allOf[0], examples, profile);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      const fields = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, field]) => [
          key,
          valuesOf(field, examples, profile, key),
        ]),
      );
      const requiredKeys = Object.keys(fields).filter((key) => required.has(key));
      // Optional fields appear about half the time.
      return fc.record(fields, { requiredKeys });
    }
    case 'array': {
      const { minItems = 0, maxItems = 5 } = schema;
      return fc.array(valuesOf(schema.items ?? {}, examples, profile), {
        minLength: minItems,
        maxLength: Math.min(maxItems, minItems + 5),
      });
    }
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1000,
        max: schema.maximum ?? 1_000_000,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // A value the schema reads itself (numbers typed as text, preprocessed fields).
      return fc.oneof(anyNumber, anyText, fc.boolean(), fc.constant(null));
  }
}

/**
 * Requests' values for a zod schema, through its JSON Schema (as the client sends it, before
 * transforms): valid ones built from the examples, so that the route's logic runs; nearly valid
 * ones with a field or two off; noisy ones where most fields may be; and plain junk.
 */
export function arbitraryOf(schema: z.ZodType, examples: Examples): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return arbitraryOfJsonSchema(json, examples);
}

/** Requests' values for a JSON Schema (an OpenAPI document's), drawn as arbitraryOf draws them. */
export function arbitraryOfJsonSchema(json: JsonSchema, examples: Examples): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: shapesOf(json, examples, { noise: 1000, examples: 10 }), weight: 3 },
    { arbitrary: shapesOf(json, examples, { noise: 30, examples: 8 }), weight: 4 },
    { arbitrary: shapesOf(json, examples, { noise: 3, examples: 5 }), weight: 2 },
    { arbitrary: junk, weight: 1 },
  );
}
