/**
 * Release notes (`/system/v1/updateLogs`): the platform administrator writes one per application
 * version, in the three languages, and publishes it; every user is shown the newest published note
 * once (`GET …/unseen`, then `POST …/:id/seen`).
 */
import { Type, type Static } from 'typebox';
import { AuditFields, Instant, Nullable, type Wire } from './common';
import { VersionBody } from './access';
import type { ColumnDecl } from './export';

export const UPDATE_NOTE_MAX = 4000;
/** `1.4.0`, `2.0.0-rc.1`. */
export const APP_VERSION_PATTERN = '^[0-9]+\\.[0-9]+\\.[0-9]+(-[0-9A-Za-z.]+)?$';

const note = Type.String({ minLength: 1, maxLength: UPDATE_NOTE_MAX });

/** The record's fields as create / update take them (publishing is a command). */
export const updateLogFields = {
  appVersion: Type.String({ minLength: 1, maxLength: 40, pattern: APP_VERSION_PATTERN }),
  noteZh: note,
  noteZhtw: note,
  noteEn: note,
};
export const UpdateLogCreate = Type.Object(updateLogFields, { additionalProperties: false });
export type UpdateLogBody = Static<typeof UpdateLogCreate>;
export type UpdateLogUpdate = Partial<UpdateLogBody> & { version: number };

export const UpdateLogRow = Type.Object({
  id: Type.String(),
  appVersion: Type.String(),
  noteZh: Type.String(),
  noteZhtw: Type.String(),
  noteEn: Type.String(),
  published: Type.Boolean(),
  publishTime: Nullable(Instant),
  ...AuditFields,
});
export type UpdateLogRow = Wire<Static<typeof UpdateLogRow>>;

export const UpdateLogVersionBody = Type.Object(VersionBody, { additionalProperties: false });

/** The newest published note the caller has not closed, or null. */
export const UnseenUpdate = Nullable(
  Type.Object({ id: Type.String(), appVersion: Type.String(), noteZh: Type.String(), noteZhtw: Type.String(), noteEn: Type.String(), publishTime: Instant }),
);
export type UnseenUpdate = Wire<Static<typeof UnseenUpdate>>;

/** Columns of the release-notes screen and its export (times have no airport: Local shows UTC). */
export const UPDATE_LOG_COLUMNS: readonly ColumnDecl[] = [
  { key: 'appVersion', label: 'systemLog.update.field.appVersion', kind: 'text' },
  { key: 'noteZh', label: 'systemLog.update.field.noteZh', kind: 'text' },
  { key: 'noteZhtw', label: 'systemLog.update.field.noteZhtw', kind: 'text' },
  { key: 'noteEn', label: 'systemLog.update.field.noteEn', kind: 'text' },
  { key: 'published', label: 'systemLog.update.field.published', kind: 'enum', enumPrefix: 'systemLog.update.state' },
  { key: 'publishTime', label: 'systemLog.update.field.publishTime', kind: 'datetime', utcInLocal: true },
  { key: 'updateAuthor', label: 'systemLog.update.field.updateAuthor', kind: 'text' },
];
