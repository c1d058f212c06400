import type { FastifyReply } from 'fastify';
import { SUCCESS_CODE } from '../../src/domain/api';

/** The success envelope. */
export function ok<T>(result: T): { code: number; message: string; result: T } {
  return { code: SUCCESS_CODE, message: 'success', result };
}

/** Serialised success answers of shared result objects (the read cache's entries), by object. */
const serialised = new WeakMap<object, Buffer>();

/**
 * Sends `ok(result)` serialised by the route's own response schema, serialising a given result
 * object once: a read-cache entry answered a thousand times is turned into JSON once. Results that
 * are not shared are serialised as usual and their bytes go with them.
 */
export function sendOkOnce(reply: FastifyReply, result: object): FastifyReply {
  let bytes = serialised.get(result);
  if (bytes === undefined) {
    const json = reply.serialize(ok(result));
    bytes = typeof json === 'string' ? Buffer.from(json) : Buffer.from(json as Uint8Array);
    serialised.set(result, bytes);
  }
  return reply.type('application/json; charset=utf-8').send(bytes);
}
