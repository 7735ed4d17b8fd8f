import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, as the router knows it (tests walk it to reach every endpoint). */
    routeTable: RouteEntry[];
  }
}

/** Records each route as it is registered; call before any route is. */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url });
  });
}
