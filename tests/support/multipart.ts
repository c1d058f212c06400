import { randomBytes } from 'node:crypto';

/** One part of a multipart/form-data body: a file when `filename` is given, else a field. */
export interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer | string;
}

/** A multipart/form-data payload and its content type, for `app.inject`. */
export function multipartBody(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----foc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename !== undefined ? `; filename="${p.filename}"` : '';
    const type = p.filename !== undefined ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n${type}\r\n`, 'utf8'), Buffer.from(p.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A minimal valid one-page PDF (shared with the demo seed). */
export { minimalPdf } from '../../server/seed/demoFiles';

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
