import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx, Principal } from '../lib/context';
import { can } from '../lib/context';
import { forbidden, unauthorized } from '../lib/errors';
import type { Services } from '../services';

/**
 * What a route requires: nothing, a signed-in user, or a permission key.
 * Every route must declare it; the app refuses to start otherwise.
 */
export type Access = 'public' | 'authenticated' | { permission: string; /** other keys that also open the route (any of) */ or?: readonly string[] };

/** Every key that opens a guarded route. */
export function keysOf(access: { permission: string; or?: readonly string[] }): string[] {
  return [access.permission, ...(access.or ?? [])];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Operation log entry written after a successful call. */
    audit?: { module: string; function: string };
    /** Where the token comes from: the Authorization header (default) or the `token` path parameter. */
    tokenFrom?: 'header' | 'param';
  }
  interface FastifyInstance {
    /** Every API route with its access rule (tests generate their permission and tenant matrix from it). */
    routeCatalog: { method: string; url: string; access: Access; /** left out of the API document (app pages, redirects) */ hidden: boolean }[];
  }
  interface FastifyRequest {
    principal?: Principal;
    /** The raw token of this request (authenticated routes only). */
    token?: string;
  }
}

export function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1];
}

/** The calling user, for services. Throws 401 on a route that forgot to require sign-in. */
export function ctxOf(request: FastifyRequest): Ctx {
  if (!request.principal) throw unauthorized();
  return { principal: request.principal, ip: request.ip };
}

export function installAccess(app: FastifyInstance, services: Services): void {
  const catalog: FastifyInstance['routeCatalog'] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || route.url.startsWith('/foc')) return;
    if (!route.config?.access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    const access = route.config.access;
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of [route.method].flat()) catalog.push({ method, url: route.url, access, hidden });
    if (typeof access === 'object') for (const key of keysOf(access)) services.permissions.declareInterface(key, route);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const fromParam = request.routeOptions.config.tokenFrom === 'param';
    const token = fromParam ? (request.params as { token?: string } | undefined)?.token : bearer(request);
    if (!token) throw unauthorized();
    const principal = await services.auth.authenticate(token);
    request.principal = principal;
    request.token = token;
    if (typeof access === 'object' && !keysOf(access).some((key) => can(principal, key))) {
      throw forbidden(undefined, { permission: access.permission });
    }
  });
}
