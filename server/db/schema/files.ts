import { customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, id, instant } from './columns';

/** bytea as a Buffer on both drivers (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Uploaded files (requirements S5, S9): metadata only, so listing never reads the bytes. Stored in
 * the database so every server process on one PostgreSQL serves the same files. Never updated.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: companyId(),
    uploaderId: uuid('uploader_id'),
    uploader: text('uploader'),
    /** The cleaned original name (no path, no control characters, bounded). */
    name: text('name').notNull(),
    size: integer('size').notNull(),
    /** Derived from the extension after the content's magic bytes matched it. */
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    createTime: instant('create_time').notNull().defaultNow(),
  },
  (t) => [index('files_company_uploader_idx').on(t.companyId, t.uploaderId)],
);

/** The bytes of a file, one row per file (deleted with it). */
export const fileContents = pgTable('file_contents', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/**
 * Files attached to a record of any type (src/domain/file ATTACHMENT_RECORD_TYPES): who may read the
 * record may read the file. The ordered set of a record is replaced as a whole.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    companyId: companyId(),
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    createAuthorId: uuid('create_author_id'),
    createAuthor: text('create_author'),
    createTime: instant('create_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attachments_record_file_uq').on(t.companyId, t.recordType, t.recordId, t.fileId),
    index('attachments_file_idx').on(t.fileId),
  ],
);
