import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorKey } from '../../../src/domain/api';
import { filesPerRequest, PREVIEWABLE_TYPES, UPLOAD_CONFIGS } from '../../../src/domain/file';
import { BYTES_PER_MB, VK } from '../../../src/domain/validation';
import { AttachmentParams, AttachmentPutSchema, AttachmentSetSchema, FileIdParams, UploadAnswerSchema, UploadQuerySchema, type UploadQuery } from '../../../src/contract/file';
import { ctxOf } from '../../plugins/access';
import { toStorableText } from '../../lib/text';
import { ok } from '../../lib/envelope';
import { AppError, badRequest } from '../../lib/errors';
import { Envelope, errorResponses } from '../../../src/contract/common';
import type { Services } from '../../services';
import { contentDisposition } from './disposition';
import type { IncomingFile } from './uploadCheck';
import { refused } from './uploadCheck';

const TAGS = ['file'];
/** The largest upload request: the alternative configuration's 5 × 5 MB, or the general 10 MB, plus the form's overhead. */
const MAX_FILE_BYTES = Math.max(...Object.values(UPLOAD_CONFIGS).map((c) => c.maxSizeMb * BYTES_PER_MB));
const MAX_REQUEST_BYTES = Math.max(...Object.values(UPLOAD_CONFIGS).map((c) => c.maxSizeMb * BYTES_PER_MB * filesPerRequest(c))) + 64 * 1024;
/** The preview is a document of its own: nothing runs, nothing loads but itself. */
const PREVIEW_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
const binary = { 200: { type: 'string', format: 'binary', description: 'the bytes' }, ...errorResponses };

type Upload = { Querystring: UploadQuery };

/** Reads the multipart parts within the configuration's limits; a limit crossed becomes the rule's message. */
async function readParts(request: FastifyRequest<Upload>): Promise<IncomingFile[]> {
  const config = UPLOAD_CONFIGS[request.query.config ?? 'general'];
  const perRequest = filesPerRequest(config);
  const incoming: IncomingFile[] = [];
  let fileName: string | undefined;
  let current = '';
  try {
    const parts = request.parts({ limits: { fileSize: config.maxSizeMb * BYTES_PER_MB, files: perRequest, fields: 2, fieldSize: 2048, parts: perRequest + 2 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        current = part.filename;
        if (part.fieldname !== 'file') throw badRequest({ in: 'body', field: part.fieldname });
        // a name PostgreSQL can store (no NUL, no unpaired surrogate): the client's name is only a label
        incoming.push({ name: toStorableText(part.filename), bytes: await part.toBuffer() });
      } else if (part.fieldname === 'fileName' && typeof part.value === 'string') {
        fileName = toStorableText(part.value);
      } else {
        throw badRequest({ in: 'body', field: part.fieldname });
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refused({ key: VK.uploadSize, params: { name: current, maxMb: config.maxSizeMb } });
    if (code === 'FST_FILES_LIMIT') throw refused({ key: VK.uploadCount, params: { maxCount: config.maxCount ?? perRequest } });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest({ in: 'body', reason: 'tooManyParts' });
    throw e;
  }
  if (fileName !== undefined && incoming.length === 1) incoming[0]!.name = fileName;
  return incoming;
}

function sendFile(reply: FastifyReply, file: { name: string; contentType: string; sha256: string }, bytes: Buffer, type: 'attachment' | 'inline') {
  void reply
    .header('content-type', file.contentType)
    .header('content-length', String(bytes.length))
    .header('content-disposition', contentDisposition(type, file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-cache')
    .header('etag', `"${file.sha256}"`);
  if (type === 'inline') void reply.header('content-security-policy', PREVIEW_CSP);
  return reply.send(bytes);
}

/** Uploads, downloads, previews and the attachment sets of records (requirements S5, S9). */
export const fileRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  // registered here only: multipart bodies reach no other route
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 5, fields: 2, parts: 7 } });

  app.post('/file/v1/upload', {
    config: { access: 'authenticated' },
    schema: {
      tags: TAGS,
      summary: 'Upload files (multipart: `file`, optional `fileName`; general: one file ≤ 10 MB, alternative: ≤ 5 files ≤ 5 MB); the content must match the extension',
      consumes: ['multipart/form-data'],
      querystring: UploadQuerySchema,
      response: { 200: Envelope(UploadAnswerSchema), 413: errorResponses[400], 415: errorResponses[400], ...errorResponses },
    },
    // the request's size is bounded before a byte is read (the multipart limits bound chunked bodies too)
    onRequest: async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) throw new AppError(413, ErrorKey.payloadTooLarge);
    },
    handler: async (request) => {
      if (!request.isMultipart()) throw new AppError(415, ErrorKey.unsupportedMedia);
      const files = await readParts(request);
      return ok(await services.files.upload(ctxOf(request), { config: request.query.config, existingCount: request.query.existingCount, files }));
    },
  });

  app.get('/file/v1/files/:id', {
    config: { access: 'authenticated' },
    schema: { tags: TAGS, summary: 'Download a file under its original name (readable through a record it is attached to, or by its uploader until attached)', params: FileIdParams, produces: ['application/octet-stream'], response: binary },
    handler: async (request, reply) => {
      const { file, bytes } = await services.files.content(ctxOf(request), request.params.id);
      return sendFile(reply, file, bytes, 'attachment');
    },
  });

  app.get('/file/v1/files/:id/preview', {
    config: { access: 'authenticated' },
    schema: { tags: TAGS, summary: 'Show an image or a PDF inline (other types: 415, download them instead)', params: FileIdParams, produces: [...PREVIEWABLE_TYPES], response: { ...binary, 415: errorResponses[400] } },
    handler: async (request, reply) => {
      const { file, bytes } = await services.files.content(ctxOf(request), request.params.id);
      if (!PREVIEWABLE_TYPES.includes(file.contentType)) throw new AppError(415, ErrorKey.unsupportedMedia);
      return sendFile(reply, file, bytes, 'inline');
    },
  });

  app.get('/file/v1/attachments/:recordType/:recordId', {
    config: { access: 'authenticated' },
    schema: { tags: TAGS, summary: "A record's files in order (needs the record's read permission and scope)", params: AttachmentParams, response: { 200: Envelope(AttachmentSetSchema), ...errorResponses } },
    handler: async (request) => ok(await services.files.attachments(ctxOf(request), request.params)),
  });

  app.put('/file/v1/attachments/:recordType/:recordId', {
    config: { access: 'authenticated' },
    schema: {
      tags: TAGS,
      summary: "Replace a record's files by these, in order (needs the record's edit permission; stale version → 412; a file left on no record is deleted)",
      params: AttachmentParams,
      body: AttachmentPutSchema,
      response: { 200: Envelope(AttachmentSetSchema), ...errorResponses },
    },
    handler: async (request) => ok(await services.files.setAttachments(ctxOf(request), request.params, request.body)),
  });
};
