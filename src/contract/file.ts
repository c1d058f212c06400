/** Files and attachments (requirements S5, S9): `POST /file/v1/upload`, downloads, previews, attachment sets. */
import { Type, type Static } from 'typebox';
import { ATTACHMENT_RECORD_TYPES, MAX_ATTACHMENTS, UPLOAD_CONFIG_NAMES } from '../domain/file';
import { Instant, Nullable, Uuid } from './common';

/** One stored file as the upload answers it; `path` is where it downloads. */
export const FileInfoSchema = Type.Object({
  id: Uuid,
  fileName: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
  sha256: Type.String(),
  path: Type.String(),
});
export type FileInfo = Static<typeof FileInfoSchema>;

/** The first stored file, and every file of the request in order (the alternative configuration takes several). */
export const UploadAnswerSchema = Type.Object({ ...FileInfoSchema.properties, files: Type.Array(FileInfoSchema) });
export type UploadAnswer = Static<typeof UploadAnswerSchema>;

export const UploadQuerySchema = Type.Object(
  {
    /** general (default): one file ≤ 10 MB of office, image or PDF types; alternative: ≤ 5 files of ≤ 5 MB. */
    config: Type.Optional(Type.Union(UPLOAD_CONFIG_NAMES.map((n) => Type.Literal(n)))),
    /** Files the field already holds, counted against the configuration's maximum. */
    existingCount: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ATTACHMENTS })),
  },
  { additionalProperties: false },
);
export type UploadQuery = Static<typeof UploadQuerySchema>;

export const FileIdParams = Type.Object({ id: Uuid }, { additionalProperties: false });

export const RecordTypeSchema = Type.Union(ATTACHMENT_RECORD_TYPES.map((r) => Type.Literal(r)));
export const AttachmentParams = Type.Object({ recordType: RecordTypeSchema, recordId: Uuid }, { additionalProperties: false });
export type AttachmentParams = Static<typeof AttachmentParams>;

/** One file on a record: its metadata and who attached it when. */
export const AttachmentSchema = Type.Object({
  fileId: Uuid,
  fileName: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
  sha256: Type.String(),
  path: Type.String(),
  uploader: Nullable(Type.String()),
  uploadTime: Instant,
  attachedBy: Nullable(Type.String()),
  attachTime: Instant,
});
export type Attachment = Static<typeof AttachmentSchema>;

/**
 * A record's files in order. `version` names the set (a hash of its ordered ids): a PUT must send the
 * version it read, so two editors cannot silently undo each other (stale → 412). `canEdit`: the caller may change it.
 */
export const AttachmentSetSchema = Type.Object({ version: Type.String(), canEdit: Type.Boolean(), list: Type.Array(AttachmentSchema) });
export type AttachmentSet = Static<typeof AttachmentSetSchema>;

/** Replaces the record's files by these, in this order (idempotent: the same body twice leaves the same set). */
export const AttachmentPutSchema = Type.Object(
  { version: Type.String({ maxLength: 64 }), fileIds: Type.Array(Uuid, { maxItems: MAX_ATTACHMENTS, uniqueItems: true }) },
  { additionalProperties: false },
);
export type AttachmentPut = Static<typeof AttachmentPutSchema>;
