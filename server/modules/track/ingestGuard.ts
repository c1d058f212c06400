/**
 * What the public position feed checks before it spends anything on a document (docs/decisions.md,
 * "Hardening: ingestion, headers, logs"): the key first (onRequest, the body still unread), a
 * per-address and a per-key rate, then a size and a nesting bound per format enforced while the
 * body streams in, so a refused document is never buffered whole nor handed to the JSON parser.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { ErrorKey } from '../../../src/domain/api';
import { TRK } from '../../../src/domain/track/rules';
import { INGEST_FORMATS, type IngestFormat } from '../../../src/domain/track/types';
import { AppError } from '../../lib/errors';

export interface IngestLimit {
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** Deepest nesting of arrays and objects accepted (the document itself is level 1). */
  maxDepth: number;
}

const MB = 1024 * 1024;
/**
 * readsb: a receiver's aircraft.json with a thousand aircraft is under 1 MB, entries nest to level 4
 * (`aircraft[].lastPosition`). OpenSky: the whole world's states (~10,000) are about 3 MB, level 4
 * (`states[][sensors]`). Batch: 50,000 positions with every field are about 10.5 MB, level 3.
 */
export const INGEST_LIMITS: Record<IngestFormat, IngestLimit> = {
  readsb: { maxBytes: 2 * MB, maxDepth: 6 },
  opensky: { maxBytes: 4 * MB, maxDepth: 5 },
  batch: { maxBytes: 12 * MB, maxDepth: 4 },
};
/** The route's own body limit: the largest of the formats'. */
export const INGEST_BODY_LIMIT = Math.max(...Object.values(INGEST_LIMITS).map((l) => l.maxBytes));

/** The limit of the declared format; an unknown one (refused by the query's validation later) gets the tightest. */
export function ingestLimitOf(format: unknown): IngestLimit & { format: string } {
  if (typeof format === 'string' && (INGEST_FORMATS as readonly string[]).includes(format)) return { format, ...INGEST_LIMITS[format as IngestFormat] };
  return { format: String(format ?? ''), maxBytes: INGEST_LIMITS.readsb.maxBytes, maxDepth: Math.min(...Object.values(INGEST_LIMITS).map((l) => l.maxDepth)) };
}

export const tooLarge = (limit: IngestLimit & { format: string }) => new AppError(413, ErrorKey.payloadTooLarge, { format: limit.format, maxBytes: limit.maxBytes });
export const tooDeep = (limit: IngestLimit & { format: string }) => new AppError(400, TRK.tooDeep, { format: limit.format, maxDepth: limit.maxDepth });
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, TRK.rateLimited, { retryAfterSeconds }, 429, { 'retry-after': String(retryAfterSeconds) });

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Passes a JSON body through unchanged while counting its bytes and the nesting of its arrays and
 * objects (brackets inside strings do not count); fails the stream at the first byte over either
 * bound. Linear, constant memory, one small chunk at a time: a 12 MB document costs ~10 ms spread
 * over its chunks, and a hostile one stops where it crosses the bound.
 */
export class JsonBoundStream extends Transform {
  private bytes = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** Fastify compares it to its own body limit (decoded length = encoded length here). */
  receivedEncodedLength = 0;

  constructor(private readonly limit: IngestLimit & { format: string }) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    this.receivedEncodedLength = this.bytes;
    if (this.bytes > this.limit.maxBytes) return done(tooLarge(this.limit));
    const max = this.limit.maxDepth;
    let { depth, inString, escaped } = this;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (b === BACKSLASH) escaped = true;
        else if (b === QUOTE) inString = false;
      } else if (b === QUOTE) inString = true;
      else if (b === OPEN_ARRAY || b === OPEN_OBJECT) {
        if (++depth > max) return done(tooDeep(this.limit));
      } else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) depth--;
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    done(null, chunk);
  }
}
