import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { OPENAPI_PATH, PUBLIC_API_PREFIX } from '#domain/public-api/paths.ts';
import { problemsOfItsShape } from './problem-responses.ts';

const describesPublicApi = (url: string) =>
  url.startsWith(`${PUBLIC_API_PREFIX}/`) && url !== OPENAPI_PATH;

/**
 * OpenAPI 3.1 generated from the routes' own zod schemas (fastify-type-provider-zod's transform),
 * so the document cannot drift from what the routes check; each operation lists the problems its
 * route names and those its shape answers (problemsOfItsShape). Registered before any route, to
 * see each one as it is added; only /api/v1 is described (the /web calls are the web app's own).
 */
export async function registerOpenApiDocument(
  app: FastifyInstance,
  { publicUrl }: { publicUrl: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Maplepost API',
        version: '1.0.0',
        description:
          'Rates, address checks, shipments, labels, pickups, bulk uploads and tracking for your own systems. Create an API key on the API keys page of your account (/api-keys) and send it as Authorization: Bearer <key>. Failures are problem details (RFC 9457).',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API key from the API keys page (/api-keys): mp_live_… (or mp_test_… outside production).',
          },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: (document) => {
      const { schema, url, route } = document;
      if (!describesPublicApi(url)) return { schema: { hide: true }, url };
      // What the route's shape lets the server answer, then what its own work answers.
      const response = {
        ...problemsOfItsShape({ method: String(route.method), url }),
        ...(schema.response as Record<string, unknown> | undefined),
      };
      return jsonSchemaTransform({ ...document, schema: { ...schema, response } });
    },
  });
}
