import type { FastifyInstance, InjectOptions, LightMyRequestCallback } from 'fastify';

/**
 * Makes app.inject() send what a browser on the portal's own pages sends with every request: an
 * Origin naming the portal, which the same-origin check asks of every cookie-carrying write. A
 * test that means to come from elsewhere sends its own Origin, or `origin: undefined` for none.
 */
export function injectFromOurPages(app: FastifyInstance, publicUrl: string): void {
  const ours = { origin: new URL(publicUrl).origin };
  const inject = app.inject.bind(app);
  const fromOurPages = (options: InjectOptions | string): InjectOptions => {
    const request = typeof options === 'string' ? { url: options } : options;
    const headers = request.headers ?? {};
    const namesOrigin = Object.keys(headers).some((name) => name.toLowerCase() === 'origin');
    const sent = Object.entries(namesOrigin ? headers : { ...ours, ...headers });
    // `origin: undefined` sends none: light-my-request itself refuses undefined values.
    return {
      ...request,
      headers: Object.fromEntries(sent.filter(([, value]) => value !== undefined)),
    };
  };
  app.inject = ((options?: InjectOptions | string, callback?: LightMyRequestCallback) => {
    if (options === undefined) return inject().headers(ours);
    return callback ? inject(fromOurPages(options), callback) : inject(fromOurPages(options));
  }) as FastifyInstance['inject'];
}
