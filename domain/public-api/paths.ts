// Apart from the schemas: the API keys page links the document without loading them.

/** The public API's prefix: the version is in the path, so a v2 can live beside it. */
export const PUBLIC_API_PREFIX = '/api/v1';
/** The OpenAPI document of the public API, served without a key: it is how a developer starts. */
export const OPENAPI_PATH = `${PUBLIC_API_PREFIX}/openapi.json`;
