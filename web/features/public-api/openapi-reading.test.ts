import { describe, expect, it } from 'vitest';
import { describeSchema, operationsOf } from './openapi-reading.ts';

describe('describeSchema', () => {
  it.each([
    [{ type: 'string', enum: ['KGS', 'LBS'] }, 'one of KGS, LBS'],
    [{ type: 'number', minimum: 0, maximum: 10000 }, 'number, 0 to 10000'],
    [{ type: 'string', maxLength: 100 }, 'string, up to 100 characters'],
    [{ type: 'string', format: 'uuid' }, 'string, uuid'],
    [{ type: 'string', enum: ['CM', 'IN'], default: 'CM' }, 'one of CM, IN, default CM'],
    [{ type: 'array', maxItems: 100 }, 'array, up to 100 items'],
    [{ anyOf: [{ type: 'string' }, { type: 'null' }] }, 'string, or null'],
    [{}, 'any'],
  ])('%j reads "%s"', (schema, words) => {
    expect(describeSchema(schema)).toBe(words);
  });
});

describe('operationsOf', () => {
  it('lists each operation with its parameters, body fields and answers, in document order', () => {
    const operations = operationsOf({
      paths: {
        '/api/v1/rates': {
          post: {
            summary: 'Quote',
            tags: ['rates'],
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { weight: { type: 'number' }, length: { type: 'number' } },
                    required: ['weight'],
                  },
                },
              },
            },
            responses: { 200: { description: 'Rates' }, 401: { description: 'No key' } },
          },
        },
        '/api/v1/shipments/{trackingNumber}': {
          get: {
            parameters: [
              { name: 'trackingNumber', in: 'path', required: true, schema: { type: 'string' } },
            ],
          },
        },
      },
    });
    expect(operations.map((operation) => operation.key)).toEqual([
      'POST /rates',
      'GET /shipments/{trackingNumber}',
    ]);
    expect(operations[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/rates',
      tag: 'rates',
      fields: [
        { name: 'weight', where: 'body', required: true, accepts: 'number' },
        { name: 'length', where: 'body', required: false, accepts: 'number' },
      ],
      responses: [
        { status: '200', description: 'Rates' },
        { status: '401', description: 'No key' },
      ],
    });
    expect(operations[1]!.fields).toEqual([
      { name: 'trackingNumber', where: 'path', required: true, accepts: 'string' },
    ]);
  });

  it('reads a document without paths as no operations', () => {
    expect(operationsOf({})).toEqual([]);
  });
});
