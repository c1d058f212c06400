import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Asserts a 200 and answers the envelope's `result`. */
export function ok(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

/** Asserts a refusal with its status and message key; answers the envelope. */
export function refused(res: LightMyRequestResponse, status: number, key: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().key).toBe(key);
  return res.json();
}
