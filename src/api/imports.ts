/**
 * Spreadsheet import (requirements S5): the dry run and the import of one .xlsx with upload
 * progress, and the template download. Routes: `POST <base>/import[?dryRun=true]`, `GET <base>/importTemplate`.
 */
import type { ImportAnswer } from '../contract/import';
import { api } from './http';

export type { ImportAnswer, ImportColumn, ImportRowError } from '../contract/import';

/** Sends the workbook; `onProgress` gets 0–100 while it uploads. Refusals of the whole file are told by the request layer. */
export function importFile(base: string, file: File, opts: { dryRun: boolean; onProgress?: (percent: number) => void }): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<ImportAnswer>(`${base}/import`, form, {
    params: opts.dryRun ? { dryRun: true } : undefined,
    // axios leaves FormData alone (and the browser adds the boundary) only when the type says multipart
    headers: { 'content-type': 'multipart/form-data' },
    // a large workbook takes longer than an ordinary call
    timeout: 120_000,
    onUploadProgress: (e) => opts.onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
  });
}

/** The template in the user's language, as a file download. */
export async function downloadImportTemplate(base: string, fileName: string): Promise<void> {
  const data = await api.arrayBuffer(`${base}/importTemplate`);
  const url = URL.createObjectURL(new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${fileName}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
