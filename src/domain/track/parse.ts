import { parseBatch } from './batch';
import { parseOpenSky } from './opensky';
import { parseReadsb } from './readsb';
import type { IngestFormat, ParsedDocument } from './types';

/** The positions of one ingestion document in one of the three formats. */
export function parseDocument(format: IngestFormat, doc: unknown, _receivedAt: number = Date.now()): ParsedDocument {
  if (format === 'readsb') return parseReadsb(doc);
  if (format === 'opensky') return parseOpenSky(doc);
  return parseBatch(doc);
}
