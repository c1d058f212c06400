/**
 * Files and attachments (server/modules/file): uploads with progress, a record's attachment set,
 * and the bytes of a file as a Blob. The API needs the bearer token, so downloads and previews go
 * through the request layer and are shown through object URLs: a token never appears in a URL.
 */
import type { AttachmentRecordType, UploadConfigName } from '../domain/file';
import type { AttachmentSet, UploadAnswer } from '../contract/file';
import { api, http, type CallOptions } from './http';

export type { Attachment, AttachmentSet, FileInfo, UploadAnswer } from '../contract/file';

export interface UploadOptions {
  config?: UploadConfigName;
  /** Files the field already holds (counted against the configuration's maximum). */
  existingCount?: number;
  /** 0…1 as the bytes leave. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Sends one file (its name as the `fileName` field too: part headers may lose non-ASCII names). */
export async function uploadFile(file: File, opts: UploadOptions = {}): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('fileName', file.name);
  form.append('file', file, file.name);
  const params: Record<string, string | number> = {};
  if (opts.config) params.config = opts.config;
  if (opts.existingCount) params.existingCount = opts.existingCount;
  return api.post<UploadAnswer>('/file/v1/upload', form, {
    params,
    // the browser sets the boundary; this only keeps the layer from turning the form into JSON
    headers: { 'content-type': 'multipart/form-data' },
    timeout: 5 * 60_000,
    signal: opts.signal,
    silent: true,
    onUploadProgress: (e) => opts.onProgress?.(e.total ? e.loaded / e.total : 0),
  });
}

const setUrl = (type: AttachmentRecordType, id: string) => `/file/v1/attachments/${type}/${encodeURIComponent(id)}`;

export const getAttachments = (type: AttachmentRecordType, id: string, opts?: CallOptions) => api.get<AttachmentSet>(setUrl(type, id), opts);

/** Replaces the record's files by `fileIds` in order; `version` is the one last read (stale → 412). */
export const setAttachments = (type: AttachmentRecordType, id: string, version: string, fileIds: string[], opts?: CallOptions) =>
  api.put<AttachmentSet>(setUrl(type, id), { version, fileIds }, opts);

/** The bytes of a file (`preview`: the inline answer, images and PDFs only) as a typed Blob. */
export async function fileBlob(id: string, mode: 'download' | 'preview', opts?: CallOptions): Promise<{ blob: Blob; fileName: string | null }> {
  const url = `/file/v1/files/${encodeURIComponent(id)}${mode === 'preview' ? '/preview' : ''}`;
  const res = await http.get<ArrayBuffer>(url, { ...opts, responseType: 'arraybuffer' });
  const type = String(res.headers['content-type'] ?? 'application/octet-stream');
  return { blob: new Blob([res.data], { type }), fileName: fileNameOf(String(res.headers['content-disposition'] ?? '')) };
}

/** The name of a Content-Disposition header: `filename*` (UTF-8) first, then `filename`. */
export function fileNameOf(header: string): string | null {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/** Saves a file under its name (through an object URL, revoked at once). */
export async function downloadFile(id: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await fileBlob(id, 'download');
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName ?? fallbackName;
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
