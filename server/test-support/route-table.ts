import type { FastifyInstance } from 'fastify';

/**
 * Every route of a ready app as 'METHOD /path' (HEAD left out: Fastify adds it beside each GET
 * and it answers as the GET does). Read from app.printRoutes(), the one list of routes Fastify
 * gives out after they are registered; its tree prints each node's part of the path under its
 * parent, four characters deeper per level.
 */
export function routeTableOf(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!node) {
      // A line read wrongly would drop its routes from every test built on this table.
      if (line.trim()) throw new Error(`Unexpected line in app.printRoutes(): ${line}`);
      continue;
    }
    const [, indent = '', part = '', methods] = node;
    const depth = indent.length / 4;
    pathAtDepth[depth] = `${depth > 0 ? pathAtDepth[depth - 1] : ''}${part}`;
    for (const method of methods?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${pathAtDepth[depth]}`);
    }
  }
  return routes;
}
