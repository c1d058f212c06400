import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

/** Outside clients generate code from /openapi.json: it must be a valid OpenAPI document. */
describe('GET /openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('passes a standard OpenAPI validator and documents every API route', async () => {
    const res = await t.call(undefined, { method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0'); // schemas are JSON Schema 2020-12, as TypeBox writes them
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    // every route the app serves (not hidden) is in the document, with its method
    const missing = t.app.routeCatalog
      .filter((r) => !r.hidden && r.method !== 'HEAD')
      .filter((r) => {
        const path = r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
        return !doc.paths[path]?.[r.method.toLowerCase()];
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });
});
