/**
 * Files and attachments (requirements S5, S9): the record types a file may be attached to, the
 * upload configurations by name, and the cleaning of file names. Pure: server and browser share it.
 */
import { UPLOAD_ALTERNATIVE, UPLOAD_GENERAL, type UploadConfig } from '../validation/inputs';

/** Records that may carry files; each maps on the server to the read and edit checks of its own service. */
export const ATTACHMENT_RECORD_TYPES = ['aircraft', 'aircraftType', 'aircraftCertificate', 'customer', 'crew', 'trip', 'tripLeg', 'aircraftFault', 'maintenanceConfirmation', 'flightLog', 'crewDocument'] as const;
export type AttachmentRecordType = (typeof ATTACHMENT_RECORD_TYPES)[number];

/** The two upload configurations a request may choose (`config=`). */
export const UPLOAD_CONFIGS = { general: UPLOAD_GENERAL, alternative: UPLOAD_ALTERNATIVE } as const satisfies Record<string, UploadConfig>;
export type UploadConfigName = keyof typeof UPLOAD_CONFIGS;
export const UPLOAD_CONFIG_NAMES = Object.keys(UPLOAD_CONFIGS) as UploadConfigName[];

/** Files one upload request may carry: the general configuration takes one, the alternative its count. */
export const filesPerRequest = (config: UploadConfig): number => config.maxCount ?? 1;

/** Longest stored file name (characters), extension kept. */
export const MAX_FILE_NAME = 180;
/** At most this many files on one record. */
export const MAX_ATTACHMENTS = 50;

/** Types a browser may show inline (the preview answers the others with 415). */
export const PREVIEWABLE_TYPES: readonly string[] = ['application/pdf', 'image/png', 'image/jpeg'];

/** Content type of an accepted extension (the content was checked against it). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * What content detection must answer for each extension. The old Office formats are all Compound
 * File Binary containers ('cfb'): their magic bytes cannot tell a .doc from a .xls, so any CFB
 * passes for the three; the new ones are zip packages that detection names by their main part.
 */
export const DETECTED_AS: Readonly<Record<string, string>> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  pdf: 'pdf',
  xls: 'cfb',
  doc: 'cfb',
  ppt: 'cfb',
  xlsx: 'xlsx',
  docx: 'docx',
  pptx: 'pptx',
};

// C0 and C1 controls, DEL, and bidirectional overrides (a name must read as it is stored)
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name to store: the part after the last '/' or '\', controls removed, spaces trimmed, at most
 * MAX_FILE_NAME characters with the extension kept. Unicode (Chinese names) stays. '' when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const noControls = raw.replace(CONTROL, '');
  const base = noControls.slice(Math.max(noControls.lastIndexOf('/'), noControls.lastIndexOf('\\')) + 1).trim();
  if (base === '.' || base === '..') return '';
  const chars = Array.from(base);
  if (chars.length <= MAX_FILE_NAME) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(base.slice(dot)) : [];
  if (ext.length > 16) return chars.slice(0, MAX_FILE_NAME).join('');
  return [...chars.slice(0, MAX_FILE_NAME - ext.length), ...ext].join('');
}

/** The download path of a file (the answer's `path`), and the id in one of ours (or null). */
export const filePath = (id: string) => `/file/v1/files/${id}`;
const PATH = /^\/file\/v1\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/preview)?$/i;
export function fileIdOfPath(path: string): string | null {
  let p = path;
  try {
    if (/^https?:/i.test(p)) p = new URL(p).pathname;
  } catch {
    return null;
  }
  return PATH.exec(p)?.[1]?.toLowerCase() ?? null;
}
