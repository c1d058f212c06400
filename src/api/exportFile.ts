/** `POST …/export` of a list: the .xlsx the server builds (requirements D9), saved by the browser. */
import { EXPORT_CAPPED_HEADER, EXPORT_TOTAL_HEADER, type ExportBody } from '../contract/export';
import { http } from './http';
import type { ListQueryBody } from './trip';

/** The export body: the screen's list body (its own conditions type) plus the export's fields. */
export type ExportRequest = Omit<ExportBody, keyof ListQueryBody> & ListQueryBody;

/** Exports take longer than a list read: 10,000 rows are built and sent. */
const EXPORT_TIMEOUT_MS = 5 * 60_000;

export interface ExportedFile {
  blob: Blob;
  fileName: string;
  /** The list's total and whether the row cap cut it. */
  total: number;
  capped: boolean;
}

/** The UTF-8 name of a `content-disposition` (filename*), else its plain name, else the fallback. */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // a malformed name: the plain one below
    }
  }
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain ? plain[1]! : fallback;
}

/** Asks the server for the file; `onProgress` hears the bytes received (and the size when known). */
export async function exportList(url: string, body: ExportRequest, fallbackName: string, onProgress?: (loaded: number, total?: number) => void): Promise<ExportedFile> {
  const res = await http.post<Blob>(url, body, {
    responseType: 'blob',
    timeout: EXPORT_TIMEOUT_MS,
    onDownloadProgress: (e) => onProgress?.(e.loaded, e.total),
  });
  const header = (name: string) => {
    const v = res.headers[name] as unknown;
    return typeof v === 'string' ? v : undefined;
  };
  return {
    blob: res.data,
    fileName: fileNameOf(header('content-disposition'), `${fallbackName}.xlsx`),
    total: Number(header(EXPORT_TOTAL_HEADER) ?? 0),
    capped: header(EXPORT_CAPPED_HEADER) === '1',
  };
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
