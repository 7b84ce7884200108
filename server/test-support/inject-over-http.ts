import type { FastifyInstance, InjectOptions } from 'fastify';
import { cookieName } from '../http/cookie-names.ts';

type InjectedResponse = {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json<T = unknown>(): T;
  cookies: { name: string; value: string }[];
};

/**
 * A stand-in for a Fastify app whose inject() sends each request over real HTTP to `base` (a
 * running node, or the balancer in front of several), from the portal's own pages (Origin
 * `publicUrl`). The API test helpers (shipper, bulkShipper, pay...) then drive a cluster as they
 * drive an app in this process. Covers what those helpers use: method, url, payload, headers,
 * cookies; and statusCode, headers, body, json() and cookies of the answer. The nodes run in
 * production, where cookies carry the `__Host-` prefix (cookie-names.ts); the helpers name them
 * bare, so the prefix is added on the way out and taken off on the way back.
 */
export function injectOverHttp(base: string, publicUrl: string): FastifyInstance {
  const inject = async (options: InjectOptions): Promise<InjectedResponse> => {
    const headers: Record<string, string> = { origin: new URL(publicUrl).origin };
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value !== undefined) headers[name.toLowerCase()] = String(value);
    }
    const cookies = Object.entries(options.cookies ?? {});
    if (cookies.length > 0) {
      headers.cookie = cookies
        .map(([name, value]) => `${cookieName(name, { secure: true })}=${value}`)
        .join('; ');
    }
    let body: string | undefined;
    if (typeof options.payload === 'string') body = options.payload;
    else if (options.payload !== undefined) {
      body = JSON.stringify(options.payload);
      headers['content-type'] ??= 'application/json';
    }
    if (typeof options.url !== 'string') throw new Error('injectOverHttp takes the url as text');
    const response = await fetch(new URL(options.url, base), {
      method: options.method ?? 'GET',
      headers,
      body,
    });
    const text = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: text,
      json: <T>() => JSON.parse(text) as T,
      cookies: response.headers.getSetCookie().map((line) => {
        const [pair = ''] = line.split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator).replace(/^__Host-/, '');
        return { name, value: pair.slice(separator + 1) };
      }),
    };
  };
  return { inject } as unknown as FastifyInstance;
}
