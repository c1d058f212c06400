import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attachments, fileContents, files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFile = Omit<typeof files.$inferInsert, 'id' | 'createTime'>;
export interface RecordRef {
  recordType: string;
  recordId: string;
}

/** Files, their bytes and the attachment relation; every query names the company. */
export function createFileRepository(db: DbOrTx) {
  return {
    async insert(file: NewFile, bytes: Buffer): Promise<FileRow> {
      const [row] = await db.insert(files).values(file).returning();
      // as hex text decoded by the database: PGlite serialises a bytea parameter ten times slower (docs/decisions.md)
      await db.insert(fileContents).values({ fileId: row!.id, bytes: sql`decode(${bytes.toString('hex')}, 'hex')` });
      return row!;
    },

    async find(companyId: string, id: string): Promise<FileRow | undefined> {
      const [row] = await db.select().from(files).where(and(eq(files.companyId, companyId), eq(files.id, id)));
      return row;
    },

    async findMany(companyId: string, ids: readonly string[]): Promise<FileRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(files).where(and(eq(files.companyId, companyId), inArray(files.id, [...ids])));
    },

    async bytes(fileId: string): Promise<Buffer | undefined> {
      // base64 text: PGlite parses a bytea answer five times slower (docs/decisions.md)
      const [row] = await db.select({ b64: sql<string>`encode(${fileContents.bytes}, 'base64')` }).from(fileContents).where(eq(fileContents.fileId, fileId));
      return row ? Buffer.from(row.b64, 'base64') : undefined;
    },

    /** The records a file is attached to. */
    async recordsOf(companyId: string, fileId: string): Promise<RecordRef[]> {
      return db
        .select({ recordType: attachments.recordType, recordId: attachments.recordId })
        .from(attachments)
        .where(and(eq(attachments.companyId, companyId), eq(attachments.fileId, fileId)));
    },

    /** A record's files in order with who attached them when. */
    async listOf(companyId: string, ref: RecordRef) {
      return db
        .select({ file: files, sort: attachments.sort, attachedBy: attachments.createAuthor, attachTime: attachments.createTime })
        .from(attachments)
        .innerJoin(files, eq(files.id, attachments.fileId))
        .where(and(eq(attachments.companyId, companyId), eq(attachments.recordType, ref.recordType), eq(attachments.recordId, ref.recordId)))
        .orderBy(asc(attachments.sort), asc(attachments.createTime));
    },

    /** Locks the record's attachment rows (a concurrent PUT waits, then sees the new set). */
    async lockSet(companyId: string, ref: RecordRef): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`attachments:${companyId}:${ref.recordType}:${ref.recordId}`}))`);
    },

    async removeExcept(companyId: string, ref: RecordRef, keep: readonly string[]): Promise<string[]> {
      const where = and(eq(attachments.companyId, companyId), eq(attachments.recordType, ref.recordType), eq(attachments.recordId, ref.recordId));
      const rows = await db
        .delete(attachments)
        .where(keep.length ? and(where, notInArray(attachments.fileId, [...keep])) : where)
        .returning({ fileId: attachments.fileId });
      return rows.map((r) => r.fileId);
    },

    async setSort(companyId: string, ref: RecordRef, fileId: string, sort: number): Promise<void> {
      await db
        .update(attachments)
        .set({ sort })
        .where(and(eq(attachments.companyId, companyId), eq(attachments.recordType, ref.recordType), eq(attachments.recordId, ref.recordId), eq(attachments.fileId, fileId)));
    },

    async attach(rows: (typeof attachments.$inferInsert)[]): Promise<void> {
      if (rows.length) await db.insert(attachments).values(rows);
    },

    /** Deletes those of `ids` no record refers to any more (their bytes go with them); answers the deleted ids. */
    async deleteOrphans(companyId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .delete(files)
        .where(
          and(
            eq(files.companyId, companyId),
            inArray(files.id, [...ids]),
            sql`not exists (select 1 from ${attachments} where ${attachments.fileId} = ${files.id})`,
          ),
        )
        .returning({ id: files.id });
      return rows.map((r) => r.id);
    },
  };
}
