/**
 * Access-matrix fixtures of one area (tests/integration/accessMatrix.test.ts merges every file of
 * this folder): minimal valid bodies keyed by `METHOD url` (a route with a body fixture must answer
 * the admin 200) and the documented non-200 answers of the admin (for example 404 for a by-id route
 * aimed at no row).
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

export interface MatrixContext {
  /** Token of the company A admin. */
  adminToken(): string;
  call(token: string | undefined, opts: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface MatrixArea {
  bodies?: Record<string, (c: MatrixContext) => Promise<unknown> | unknown>;
  adminStatus?: Record<string, number>;
}

/** A well-formed id that matches no row. */
export const NO_ROW = '00000000-0000-4000-8000-000000000000';
