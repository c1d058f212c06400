/**
 * The body type Fastify's TypeBox provider gives a route whose body schema is `B`: generic route
 * helpers (one route per command) type their handler with it, so no cast is needed; at a call site
 * with a concrete schema it is `Static<B>`.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface } from 'fastify';
import type { TSchema } from 'typebox';

export type BodyOf<B extends TSchema> = FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, { body: B }, TypeBoxTypeProvider>['body'];
