/** Aircraft certificates (server/modules/fleet/certificate*.ts): CRUD, renew, list columns. */
import { Type, type Static } from 'typebox';
import { CERTIFICATE_STATUSES, CERTIFICATE_TYPES, REMINDER_BANDS } from '../domain/fleet/certificate';
import { AuditFields, Nullable, Uuid, type Wire } from './common';
import { createBody, updateBody } from './crud';
import type { ColumnDecl } from './export';
import { DateOnly, NInt, NStr, OneOf, Opt, Text } from './recordFields';

export { CERTIFICATE_STATUSES, CERTIFICATE_TYPES, REMINDER_BANDS };

export const CertificateFields = {
  aircraftId: Uuid,
  certType: OneOf(CERTIFICATE_TYPES),
  certNo: Opt(Text(60)),
  signDate: Opt(DateOnly),
  endDate: DateOnly,
  renewDate: Opt(DateOnly),
  reminderDays: Opt(Type.Integer({ minimum: 0, maximum: 3650 })),
  note: Opt(Type.String({ maxLength: 500 })),
};
export const CertificateCreate = createBody(CertificateFields);
export const CertificateUpdate = updateBody(CertificateFields, ['aircraftId']);
export type CertificateCreate = Static<typeof CertificateCreate>;
export type CertificateUpdate = Static<typeof CertificateUpdate>;

/** `POST /fleet/v1/certificates/:id/renew`: the new end date; the renew date is today (operator zone). */
export const CertificateRenew = Type.Object({ version: Type.Integer({ minimum: 1 }), endDate: DateOnly, note: Opt(Type.String({ maxLength: 500 })) }, { additionalProperties: false });
export type CertificateRenew = Static<typeof CertificateRenew>;

export const CertificateRow = Type.Object({
  id: Uuid,
  aircraftId: Uuid,
  tailNo: NStr,
  certType: OneOf(CERTIFICATE_TYPES),
  certNo: NStr,
  signDate: NStr,
  endDate: Type.String(),
  renewDate: NStr,
  reminderDays: NInt,
  note: NStr,
  /** As of today in the operator zone (src/domain/fleet/certificate.ts). */
  status: OneOf(CERTIFICATE_STATUSES),
  band: Nullable(OneOf(REMINDER_BANDS)),
  daysLeft: Type.Integer(),
  notifiedBand: NStr,
  ...AuditFields,
});
export type CertificateRow = Wire<Static<typeof CertificateRow>>;

/** Answer of the reminder run (`runCertificateReminders`). */
export interface ReminderRun {
  today: string;
  reminded: number;
}

const L = 'fleetCertificate.col';
/** The certificate list's columns (screen headers and export). */
export const CERTIFICATE_COLUMNS: readonly ColumnDecl[] = [
  { key: 'tailNo', label: `${L}.tailNo`, kind: 'text' },
  { key: 'certType', label: `${L}.certType`, kind: 'enum', enumPrefix: 'fleetCertificate.type' },
  { key: 'certNo', label: `${L}.certNo`, kind: 'text' },
  { key: 'status', label: `${L}.status`, kind: 'enum', enumPrefix: 'fleetCertificate.status' },
  { key: 'daysLeft', label: `${L}.daysLeft`, kind: 'number' },
  { key: 'signDate', label: `${L}.signDate`, kind: 'date' },
  { key: 'endDate', label: `${L}.endDate`, kind: 'date' },
  { key: 'renewDate', label: `${L}.renewDate`, kind: 'date' },
  { key: 'reminderDays', label: `${L}.reminderDays`, kind: 'number' },
  { key: 'note', label: `${L}.note`, kind: 'text' },
  { key: 'updateAuthor', label: `${L}.updateAuthor`, kind: 'text' },
];
