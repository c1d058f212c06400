import type { FastifyInstance } from 'fastify';
import { isWriteCall } from '../../src/domain/api';
import { badRequest } from '../lib/errors';
import type { Services } from '../services';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey?: string;
  }
}

const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

/** Honours the `Idempotency-Key` header on authenticated writes (docs/api.md, conventions). */
export function installIdempotency(app: FastifyInstance, services: Services): void {
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    // reads that take a body (lists, exports, windows) ignore the header: nothing is stored for them
    if (key === undefined || !request.principal || !isWriteCall(request.method, request.routeOptions.url)) return;
    if (typeof key !== 'string' || !KEY.test(key)) throw badRequest({ header: 'Idempotency-Key' });
    const claim = await services.idempotency.claim({
      userId: request.principal.userId,
      companyId: request.principal.companyId,
      key,
      method: request.method,
      url: request.url,
      body: request.body,
    });
    if (claim.kind === 'replay') {
      return reply
        .status(claim.statusCode)
        .header('content-type', 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(claim.response);
    }
    request.idempotencyKey = key;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.principal) return payload;
    request.idempotencyKey = undefined;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await services.idempotency.release(request.principal.userId, key); // let a retry run again
    } else {
      await services.idempotency.complete(request.principal.userId, key, reply.statusCode, payload);
    }
    return payload;
  });
}
