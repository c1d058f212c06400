import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
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
type Validator = ReturnType<Parameters<FastifyInstance['setValidatorCompiler']>[0]>;
type Serializer = ReturnType<Parameters<FastifyInstance['setSerializerCompiler']>[0]>;

/**
 * Compiled validators and serializers, kept for the life of the process: per schema object, and per
 * schema text for the schemas a route helper builds anew for each app. Every app built in one process
 * (the test suites build hundreds) compiles each schema once: compiling was most of an app's start.
 */
const compiled = {
  ajv: new Map<string, Ajv>(),
  byObject: new WeakMap<object, Map<string, Validator | Serializer>>(),
  byText: new Map<string, Validator | Serializer>(),
};

function cached<T extends Validator | Serializer>(schema: object, kind: string, compile: () => T): T {
  let ofObject = compiled.byObject.get(schema);
  if (!ofObject) compiled.byObject.set(schema, (ofObject = new Map()));
  let fn = ofObject.get(kind);
  if (!fn) {
    const text = `${kind}\n${JSON.stringify(schema)}`;
    fn = compiled.byText.get(text);
    if (!fn) compiled.byText.set(text, (fn = compile()));
    ofObject.set(kind, fn);
  }
  return fn as T;
}

function validatorFor(schema: object, httpPart: string | undefined): Validator {
  const coerce = httpPart === 'body' ? 'none' : 'array';
  return cached(schema, `validate:${coerce}`, () => {
    let ajv = compiled.ajv.get(coerce);
    if (!ajv) compiled.ajv.set(coerce, (ajv = makeAjv({ coerceTypes: coerce === 'none' ? false : 'array' })));
    return ajv.compile(schema) as Validator;
  });
}

const serializerFor = (schema: object): Serializer => cached(schema, 'serialize', () => fastJsonStringify(schema) as Serializer);

export function installValidators(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => validatorFor(schema, httpPart));
  app.setSerializerCompiler(({ schema }) => serializerFor(schema));
  app.addHook('preValidation', async (request) => {
    for (const [part, of] of PARTS) {
      const at = unstorableTextAt(of(request));
      if (at !== null) throw textError(part, at);
    }
  });
}
