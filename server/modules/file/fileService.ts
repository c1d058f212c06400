import { createHash } from 'node:crypto';
import type { AttachmentRecordType, UploadConfigName } from '../../../src/domain/file';
import { filePath, MAX_ATTACHMENTS, UPLOAD_CONFIGS } from '../../../src/domain/file';
import type { Attachment, AttachmentPut, AttachmentSet, FileInfo, UploadAnswer } from '../../../src/contract/file';
import type { Db } from '../../db/client';
import { authorOf, can, type Ctx } from '../../lib/context';
import { badRequest, forbidden, notFound, staleVersion } from '../../lib/errors';
import type { OperationLog } from '../../lib/resource';
import { createFileRepository, type FileRow, type RecordRef } from './fileRepository';
import { checkIncoming, type IncomingFile } from './uploadCheck';

/**
 * How a record type decides who may see and change its files: the permission keys of its own
 * routes and its service's scoped read (404 outside the caller's company and data scope).
 */
export interface RecordAccess {
  read: string;
  edit: string;
  get(ctx: Ctx, id: string): Promise<unknown>;
}
export type RecordAccessMap = Record<AttachmentRecordType, RecordAccess>;

const MODULE = 'file';
const info = (row: FileRow): FileInfo => ({ id: row.id, fileName: row.name, size: row.size, contentType: row.contentType, sha256: row.sha256, path: filePath(row.id) });
/** Names an ordered set of file ids (the attachment set's version). */
const versionOf = (ids: readonly string[]) => createHash('sha256').update(ids.join(',')).digest('hex').slice(0, 16);

export function createFileService(deps: { db: Db; logs: OperationLog; records: RecordAccessMap }) {
  const { db, logs, records } = deps;
  const repo = createFileRepository(db);
  const companyOf = (ctx: Ctx) => ctx.principal.companyId;

  /** May the caller read this record (permission and scoped read)? Never throws for "no". */
  async function canReadRecord(ctx: Ctx, ref: RecordRef): Promise<boolean> {
    const access = records[ref.recordType as AttachmentRecordType];
    if (!access || !can(ctx.principal, access.read)) return false;
    try {
      await access.get(ctx, ref.recordId);
      return true;
    } catch {
      return false;
    }
  }

  /** The record as its own service sees it: 404 when out of reach, 403 without the permission. */
  async function assertRecord(ctx: Ctx, ref: RecordRef, action: 'read' | 'edit'): Promise<void> {
    const access = records[ref.recordType as AttachmentRecordType];
    if (!access) throw notFound();
    if (!can(ctx.principal, access.read)) throw forbidden(undefined, { permission: access.read });
    await access.get(ctx, ref.recordId);
    if (action === 'edit' && !can(ctx.principal, access.edit)) throw forbidden(undefined, { permission: access.edit });
  }

  /** Readable: attached to a record the caller may read, or not attached at all and uploaded by the caller. */
  async function readable(ctx: Ctx, id: string): Promise<FileRow> {
    const file = await repo.find(companyOf(ctx), id);
    if (!file) throw notFound();
    const refs = await repo.recordsOf(companyOf(ctx), id);
    if (refs.length === 0 && file.uploaderId === ctx.principal.userId) return file;
    for (const ref of refs) if (await canReadRecord(ctx, ref)) return file;
    throw notFound();
  }

  async function setOf(ctx: Ctx, ref: RecordRef, canEdit: boolean): Promise<AttachmentSet> {
    const rows = await repo.listOf(companyOf(ctx), ref);
    const list: Attachment[] = rows.map(({ file, attachedBy, attachTime }) => {
      const { id: fileId, ...rest } = info(file);
      return { fileId, ...rest, uploader: file.uploader, uploadTime: file.createTime, attachedBy, attachTime };
    });
    return { version: versionOf(list.map((a) => a.fileId)), canEdit, list };
  }

  return {
    async upload(ctx: Ctx, input: { config?: UploadConfigName; existingCount?: number; files: readonly IncomingFile[] }): Promise<UploadAnswer> {
      const checked = await checkIncoming(input.files, UPLOAD_CONFIGS[input.config ?? 'general'], input.existingCount ?? 0);
      const author = authorOf(ctx);
      const stored = await db.transaction(async (tx) => {
        const r = createFileRepository(tx);
        const rows: FileRow[] = [];
        for (const f of checked) {
          const row = await r.insert({ companyId: companyOf(ctx), uploaderId: author.id, uploader: author.name, name: f.name, size: f.size, contentType: f.contentType, sha256: f.sha256 }, f.bytes);
          await logs.operation(ctx, { moduleName: MODULE, functionName: 'upload', businessId: row.id, info: `${f.name} (${f.size} B)` }, tx);
          rows.push(row);
        }
        return rows;
      });
      const all = stored.map(info);
      return { ...all[0]!, files: all };
    },

    /** Metadata and bytes of a file the caller may read (404 otherwise, whatever the reason). */
    async content(ctx: Ctx, id: string): Promise<{ file: FileRow; bytes: Buffer }> {
      const file = await readable(ctx, id);
      const bytes = await repo.bytes(file.id);
      if (!bytes) throw notFound();
      return { file, bytes };
    },

    async attachments(ctx: Ctx, ref: RecordRef): Promise<AttachmentSet> {
      await assertRecord(ctx, ref, 'read');
      const access = records[ref.recordType as AttachmentRecordType];
      return setOf(ctx, ref, can(ctx.principal, access.edit));
    },

    /**
     * Replaces the record's files by `fileIds` in order. A file joining the set must be one the caller
     * may read (its own fresh upload, or one of a record it may read); a file leaving every record is
     * deleted with its bytes. Stale `version` → 412.
     */
    async setAttachments(ctx: Ctx, ref: RecordRef, body: AttachmentPut): Promise<AttachmentSet> {
      await assertRecord(ctx, ref, 'edit');
      const companyId = companyOf(ctx);
      if (body.fileIds.length > MAX_ATTACHMENTS) throw badRequest({ fields: { fileIds: { key: 'validation.upload.count', params: { maxCount: MAX_ATTACHMENTS } } } });
      // a file joining must be readable by the caller: 404 for another company's or one out of reach
      // (checked before the transaction: PGlite serves one connection, the checks read through the services)
      const before = (await repo.listOf(companyId, ref)).map((row) => row.file.id);
      for (const id of body.fileIds) if (!before.includes(id)) await readable(ctx, id);
      await db.transaction(async (tx) => {
        const r = createFileRepository(tx);
        await r.lockSet(companyId, ref);
        const current = (await r.listOf(companyId, ref)).map((row) => row.file.id);
        if (versionOf(current) !== body.version) throw staleVersion({ version: versionOf(current) });
        const joining = body.fileIds.filter((id) => !current.includes(id));
        const removed = await r.removeExcept(companyId, ref, body.fileIds);
        const author = authorOf(ctx);
        await r.attach(joining.map((fileId) => ({ companyId, recordType: ref.recordType, recordId: ref.recordId, fileId, sort: body.fileIds.indexOf(fileId), createAuthorId: author.id, createAuthor: author.name })));
        for (const [sort, fileId] of body.fileIds.entries()) if (!joining.includes(fileId)) await r.setSort(companyId, ref, fileId, sort);
        const deleted = await r.deleteOrphans(companyId, removed);
        if (joining.length || removed.length || current.join() !== body.fileIds.join()) {
          const parts = [joining.length && `+${joining.join(',')}`, removed.length && `-${removed.join(',')}`, deleted.length && `deleted ${deleted.join(',')}`].filter(Boolean);
          await logs.operation(ctx, { moduleName: MODULE, functionName: 'attach', businessId: ref.recordId, info: `${ref.recordType} ${parts.join(' ') || 'reordered'}` }, tx);
        }
      });
      return setOf(ctx, ref, true);
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
