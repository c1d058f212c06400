/**
 * An upload is an .xlsx workbook only if it is a zip (magic bytes PK\3\4) whose central directory
 * names xl/workbook.xml. Before any parser sees it, the central directory is read with yauzl and
 * every entry is inflated once, counting bytes: a file that declares or unpacks to more than the
 * caps (total size, entry count, ratio of a large entry) is refused as a zip bomb.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { IMPORT_LIMITS, type ImportLimits } from '../../../src/contract/import';
import { ErrorKey } from '../../../src/domain/api';
import { AppError } from '../errors';

type Limits = Pick<ImportLimits, 'maxUncompressedBytes' | 'maxEntries' | 'maxRatio'>;

const MB = 1024 * 1024;
export const notXlsx = () => new AppError(400, ErrorKey.importNotXlsx);
export const tooBig = (limits: Limits) => new AppError(400, ErrorKey.importTooBig, { maxMb: Math.round(limits.maxUncompressedBytes / MB) });

const open = (buf: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buf, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, zip) => (err ? reject(err) : resolve(zip))),
  );

/** Inflates one entry, failing as soon as the running total passes the cap (sizes that lie are caught here too). */
function drain(zip: ZipFile, entry: Entry, budget: { left: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(err);
      stream.on('data', (chunk: Buffer) => {
        budget.left -= chunk.length;
        if (budget.left < 0) {
          stream.destroy();
          reject(new Error('budget'));
        }
      });
      stream.on('error', reject);
      stream.on('end', resolve);
    });
  });
}

/** Throws a 400 `import.error.notXlsx` or `import.error.tooBig`; resolves when the workbook is safe to parse. */
export async function assertSafeXlsx(buf: Buffer, limits: Limits = IMPORT_LIMITS): Promise<void> {
  if (buf.length < 4 || buf.readUInt32LE(0) !== 0x04034b50) throw notXlsx();
  let zip: ZipFile;
  try {
    zip = await open(buf);
  } catch {
    throw notXlsx();
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw tooBig(limits);
  }
  const entries: Entry[] = [];
  let declared = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        entries.push(entry);
        declared += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (declared > limits.maxUncompressedBytes || (entry.uncompressedSize > MB && ratio > limits.maxRatio)) reject(tooBig(limits));
        else zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', () => reject(notXlsx()));
      zip.readEntry();
    });
    if (!entries.some((e) => e.fileName === 'xl/workbook.xml')) throw notXlsx();
    const budget = { left: limits.maxUncompressedBytes };
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      try {
        await drain(zip, entry, budget);
      } catch {
        throw budget.left < 0 ? tooBig(limits) : notXlsx();
      }
    }
  } finally {
    zip.close();
  }
}
