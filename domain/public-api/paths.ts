// Apart from the schemas: the API keys page links the document without loading them.

/** The public API's prefix: the version is in the path, so a v2 can live beside it. */
export const PUBLIC_API_PREFIX = '/api/v1';
/** The OpenAPI document of the public API, served without a key: it is how a developer starts. */
export const OPENAPI_PATH = `${PUBLIC_API_PREFIX}/openapi.json`;
/**
 * A webhook receiver of ours that accepts every delivery and keeps nothing: the reference's
 * example registers it, so that the example works before the reader has a receiver of their own.
 */
export const WEBHOOK_TEST_RECEIVER_PATH = '/api/webhook-test-receiver';
