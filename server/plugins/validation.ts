import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/** The server's Ajv settings (bodies: no coercion, unknown fields rejected); the import checks rows with it too. */
export function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({
    allErrors: false,
    strict: false,
    useDefaults: true,
    removeAdditional: false, // unknown fields are rejected (schemas say additionalProperties: false), never dropped
    ...options,
  });
  addFormats.default(ajv);
  return ajv;
}

/**
 * Bodies are validated exactly as sent (no type coercion: "12" is not a number);
 * path, query and headers arrive as strings, so they are coerced.
 */
export function installValidators(app: FastifyInstance): void {
  const strict = makeAjv({ coerceTypes: false });
  const coercing = makeAjv({ coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    return ajv.compile(schema) as ReturnType<Parameters<FastifyInstance['setValidatorCompiler']>[0]>;
  });
}
