import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unstorableTextAt } from '../lib/text';

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

const PARTS = [
  ['params', (r: FastifyRequest) => r.params],
  ['querystring', (r: FastifyRequest) => r.query],
  ['headers', (r: FastifyRequest) => r.headers],
  ['body', (r: FastifyRequest) => r.body],
] as const;

/** A validation error as Ajv would raise it: the error handler answers the translated 400 envelope. */
function textError(part: string, path: string): Error {
  const message = 'must not contain NUL or unpaired surrogate characters';
  return Object.assign(new Error(message), {
    statusCode: 400,
    validationContext: part,
    validation: [{ instancePath: path, keyword: 'storableText', params: {}, message }],
  });
}

/**
 * Bodies are validated exactly as sent (no type coercion: "12" is not a number);
 * path, query and headers arrive as strings, so they are coerced.
 *
 * Before any route's schema: every string (and key) of the path, query, headers and JSON body must
 * be text PostgreSQL can store — no NUL character, no unpaired UTF-16 surrogate. Whatever a route's
 * schema says (or does not: free-form JSON, routes without a body schema), such a request answers
 * the 400 validation envelope and never reaches a service or the database.
 */
export function installValidators(app: FastifyInstance): void {
  const strict = makeAjv({ coerceTypes: false });
  const coercing = makeAjv({ coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    return ajv.compile(schema) as ReturnType<Parameters<FastifyInstance['setValidatorCompiler']>[0]>;
  });
  app.addHook('preValidation', async (request) => {
    for (const [part, of] of PARTS) {
      const at = unstorableTextAt(of(request));
      if (at !== null) throw textError(part, at);
    }
  });
}
