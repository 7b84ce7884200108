import { describe, expect, it } from 'vitest';
import { routeTableOf } from '../test-support/route-table.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { OPENAPI_PATH } from '#domain/public-api/paths.ts';

const testApp = useTestApp();

type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  security: Record<string, string[]>[];
};

async function openApiDocument(): Promise<OpenApiDocument> {
  const response = await testApp.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OpenApiDocument>();
}

/** '/api/v1/shipments/:trackingNumber' as OpenAPI writes it: '/api/v1/shipments/{trackingNumber}'. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, served without a key, with the bearer scheme for every call', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes['apiKey']).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.security).toEqual([{ apiKey: [] }]);
  });

  it('describes every /api/v1 route of the server, and nothing else', async () => {
    const document = await openApiDocument();
    const served = routeTableOf(testApp.app)
      .filter((route) => route.split(' ')[1]!.startsWith('/api/v1/'))
      .filter((route) => route !== `GET ${OPENAPI_PATH}`)
      .map((route) => {
        const [method, path] = route.split(' ');
        return `${method!.toLowerCase()} ${openApiPath(path!)}`;
      });
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(served.length).toBeGreaterThan(0);
    expect(described.sort()).toEqual(served.sort());
  });

  it('documents the problems each call may answer, from the same schemas', async () => {
    const { paths } = await openApiDocument();
    const create = paths['/api/v1/shipments']!['post']!;
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '402', '403', '422']),
    );
    expect(JSON.stringify(create)).toContain('application/problem+json');
    expect(JSON.stringify(create)).toContain('idempotency-key');
    expect(JSON.stringify(paths['/api/v1/shipments/{trackingNumber}/label'])).toContain(
      'application/pdf',
    );
  });

  it('lists on every operation the problems the server answers before its route works', async () => {
    const { paths } = await openApiDocument();
    const listed = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        path,
        method,
        statuses: Object.keys(operation.responses),
      })),
    );
    for (const { path, method, statuses } of listed) {
      const where = `${method} ${path}`;
      // Read by Node and the key guard, whatever the call: headers too large, no key, too many calls.
      expect(statuses, where).toEqual(expect.arrayContaining(['400', '401', '429', '431']));
      if (path.includes('{')) expect(statuses, where).toContain('404');
      // A body is read (too large, not JSON); a POST takes an Idempotency-Key (in use, reused).
      if (method !== 'get') expect(statuses, where).toEqual(expect.arrayContaining(['413', '415']));
      if (method === 'post')
        expect(statuses, where).toEqual(expect.arrayContaining(['409', '422']));
    }
    const paying = listed.filter(({ statuses }) => statuses.includes('402'));
    expect(paying.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'post /api/v1/bulk-uploads/{uploadId}/shipments',
      'post /api/v1/shipments',
    ]);
  });
});
