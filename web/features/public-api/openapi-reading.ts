import { PUBLIC_API_PREFIX } from '#domain/public-api/paths.ts';

/** The parts of a JSON Schema (as the OpenAPI document has them) that the reference shows. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

type DocumentOperation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string }>;
};

export type OpenApiDocument = { paths?: Record<string, Record<string, DocumentOperation>> };

/** One input of a call: a path, query or header parameter, or a field of the JSON body. */
export type ApiField = { name: string; where: string; required: boolean; accepts: string };

export type ApiOperation = {
  /** `METHOD path` under the prefix, as the examples are keyed. */
  key: string;
  /** The id of its place on the page, for links to it. */
  id: string;
  method: string;
  /** The whole path, prefix included, `{name}` for a parameter. */
  path: string;
  summary: string;
  description: string;
  tag: string;
  fields: ApiField[];
  responses: { status: string; description: string }[];
};

const quoted = (values: unknown[]) => values.map((value) => String(value)).join(', ');

/** What a schema accepts, in a few words: "KGS, LBS", "number from 0 to 10000", "up to 100 characters". */
export function describeSchema(schema: JsonSchema = {}): string {
  if (schema.anyOf) return schema.anyOf.map(describeSchema).join(', or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  const limits: string[] = [];
  if (schema.format) limits.push(schema.format);
  if (schema.minimum !== undefined && schema.maximum !== undefined) {
    limits.push(`${schema.minimum} to ${schema.maximum}`);
  }
  if (schema.maxLength !== undefined) limits.push(`up to ${schema.maxLength} characters`);
  if (schema.maxItems !== undefined) limits.push(`up to ${schema.maxItems} items`);
  if (schema.default !== undefined) limits.push(`default ${String(schema.default)}`);
  const kind = schema.enum ? `one of ${quoted(schema.enum)}` : type;
  return [kind, ...limits].join(', ');
}

function fieldsOf(operation: DocumentOperation): ApiField[] {
  const parameters = (operation.parameters ?? []).map((parameter) => ({
    name: parameter.name,
    where: parameter.in,
    required: parameter.required ?? false,
    accepts: describeSchema(parameter.schema),
  }));
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const bodyFields = Object.entries(body?.properties ?? {}).map(([name, schema]) => ({
    name,
    where: 'body',
    required: body?.required?.includes(name) ?? false,
    accepts: describeSchema(schema),
  }));
  return [...parameters, ...bodyFields];
}

/** The document's operations in its own order, as the reference lists them. */
export function operationsOf(document: OpenApiDocument): ApiOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path.slice(PUBLIC_API_PREFIX.length)}`,
      id: `${method}${path}`.replace(/[^a-z0-9]+/gi, '-'),
      method: method.toUpperCase(),
      path,
      summary: operation.summary ?? '',
      description: operation.description ?? '',
      tag: operation.tags?.[0] ?? 'other',
      fields: fieldsOf(operation),
      responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({
        status,
        description: response.description ?? '',
      })),
    })),
  );
}
