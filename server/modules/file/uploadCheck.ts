import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { MessageKey } from '../../../src/domain/api';
import { cleanFileName, CONTENT_TYPES, DETECTED_AS, filesPerRequest } from '../../../src/domain/file';
import { checkUploads, fileExtension, VK, type RuleError, type UploadConfig } from '../../../src/domain/validation';
import { AppError } from '../../lib/errors';

/** One file part as it arrived. */
export interface IncomingFile {
  /** The name the client gave (the `fileName` field or the part's own file name). */
  name: string;
  bytes: Buffer;
}

/** A file that passed every rule, ready to store. */
export interface CheckedFile {
  name: string;
  bytes: Buffer;
  size: number;
  contentType: string;
  sha256: string;
}

/** 400 with the rule's own key and parameters (the message names the file, the types, the limit). */
export const refused = (rule: RuleError) => new AppError(400, rule.key as MessageKey, rule.params ?? null);

/**
 * The upload rules of requirements S5/S9 on the server, the same functions the browser runs
 * (`checkUploads`: count, then format, then size), then what only the server can see: the content's
 * magic bytes must be those of the extension. First failure wins; nothing is stored on any.
 */
export async function checkIncoming(incoming: readonly IncomingFile[], config: UploadConfig, existingCount: number): Promise<CheckedFile[]> {
  if (incoming.length === 0) throw refused({ key: VK.uploadFailed });
  const perRequest = filesPerRequest(config);
  if (incoming.length > perRequest) throw refused({ key: VK.uploadCount, params: { maxCount: config.maxCount ?? perRequest } });
  const named = incoming.map((f) => ({ ...f, name: cleanFileName(f.name), size: f.bytes.length }));
  const types = config.extensions.join(', ');
  const rule = checkUploads(named, config, { existingCount });
  if (rule) throw refused(rule);
  const out: CheckedFile[] = [];
  for (const f of named) {
    const ext = fileExtension(f.name);
    const detected = await fileTypeFromBuffer(f.bytes);
    if (!detected || detected.ext !== DETECTED_AS[ext]) throw refused({ key: VK.uploadFormat, params: { name: f.name, types } });
    out.push({ name: f.name, bytes: f.bytes, size: f.size, contentType: CONTENT_TYPES[ext]!, sha256: createHash('sha256').update(f.bytes).digest('hex') });
  }
  return out;
}
