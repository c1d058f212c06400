/**
 * The certificate list as the resource kit shows it: the screen `aircraft/CertificateList` (every
 * aircraft) and the aircraft detail's panel (one aircraft) build it here.
 */
import { Button, Tag, type Intent } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { certificateApi, type CertificateRow } from '../../api/fleetCertificates';
import { aircraftApi, type AircraftRow } from '../../api/resources';
import { CERTIFICATE_COLUMNS, CERTIFICATE_STATUSES, CERTIFICATE_TYPES } from '../../contract/fleetCertificate';
import { columnDecl } from '../../contract/listColumns';
import { hasAbility } from '../../state/session';
import type { ListColumn } from '../list/ListTable';
import type { FieldSpec } from '../resource/formModel';
import { enumOptions, enumText } from '../resource/labels';
import { ResourceForm } from '../resource/ResourceForm';
import type { ResourceListConfig } from '../resource/ResourceList';
import type { SearchSpec } from '../resource/searchModel';
import { useChoices } from '../resource/useChoices';

const N = 'fleetCertificate';
const head = (key: string) => columnDecl(CERTIFICATE_COLUMNS, key).label;
/** Status → tag colour: normal green, near expiry orange, expired red. */
export const CERTIFICATE_INTENT: Record<string, Intent> = { normal: 'success', nearExpiry: 'warning', expired: 'danger' };

export function daysText(t: TFunction, r: Pick<CertificateRow, 'daysLeft'>): string {
  return r.daysLeft < 0 ? t(`${N}.daysOver`, { count: -r.daysLeft }) : t(`${N}.daysLeft`, { count: r.daysLeft });
}

/** The coloured status of a certificate with its days left. */
export function CertificateStatusTag({ row }: { row: Pick<CertificateRow, 'status' | 'daysLeft'> }) {
  const { t } = useTranslation();
  return (
    <Tag intent={CERTIFICATE_INTENT[row.status] ?? 'none'} data-status={row.status} data-testid="certificate-status">
      {t(`${N}.status.${row.status}`)} · {daysText(t, row)}
    </Tag>
  );
}

const RENEW_FIELDS: FieldSpec[] = [
  { name: 'endDate', label: `${N}.renew.endDate`, kind: 'date', required: true },
  { name: 'note', label: `${N}.renew.note`, kind: 'textarea', maxLength: 500 },
];

/** The renew command of a row: a new end date (the renew date is today on the server). */
function RenewButton({ row, reload, label }: { row: CertificateRow; reload: () => void; label: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!hasAbility('aircraftCertificate:renew')) return null;
  return (
    <>
      <Button size="small" variant="minimal" icon="refresh" text={t(`${N}.renew`)} onClick={() => setOpen(true)} data-testid="row-renew" />
      {open && (
        <ResourceForm<CertificateRow>
          title={t(`${N}.renew.title`, { name: label })}
          fields={RENEW_FIELDS}
          mode="update"
          row={row}
          header={<p>{t(`${N}.renew.current`, { date: row.endDate })}</p>}
          versionOf={(r) => r.version}
          save={(body, r) => certificateApi.renew(r!.id, body)}
          reload={(r) => certificateApi.get(r.id)}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            reload();
          }}
        />
      )}
    </>
  );
}

const tailLabel = (r: AircraftRow) => r.tailNo;

/** `aircraftId`: one aircraft's certificates (the panel); absent: the whole fleet (the screen). */
export function useCertificateConfig(aircraftId?: string): ResourceListConfig<CertificateRow> {
  const { t } = useTranslation();
  const fleet = useChoices(aircraftApi, tailLabel, 'sortNum');
  return useMemo(() => {
    const typeOptions = enumOptions(t, `${N}.type`, CERTIFICATE_TYPES);
    const statusOptions = enumOptions(t, `${N}.status`, CERTIFICATE_STATUSES);
    const typeText = (r: CertificateRow) => enumText(t, `${N}.type`, r.certType);
    const columns: ListColumn<CertificateRow>[] = [
      ...(aircraftId ? [] : [{ key: 'tailNo', header: t(head('tailNo')), cell: (r: CertificateRow) => <strong>{r.tailNo}</strong>, text: (r: CertificateRow) => r.tailNo ?? '' }]),
      { key: 'certType', header: t(head('certType')), sortField: 'certType', cell: typeText, text: typeText },
      { key: 'certNo', header: t(head('certNo')), sortField: 'certNo', cell: (r) => r.certNo ?? '', text: (r) => r.certNo ?? '' },
      { key: 'status', header: t(head('status')), sortField: 'daysLeft', cell: (r) => <CertificateStatusTag row={r} />, text: (r) => `${t(`${N}.status.${r.status}`)} ${daysText(t, r)}` },
      { key: 'endDate', header: t(head('endDate')), sortField: 'endDate', cell: (r) => r.endDate, text: (r) => r.endDate },
      { key: 'signDate', header: t(head('signDate')), sortField: 'signDate', cell: (r) => r.signDate ?? '', text: (r) => r.signDate ?? '' },
      { key: 'renewDate', header: t(head('renewDate')), sortField: 'renewDate', cell: (r) => r.renewDate ?? '', text: (r) => r.renewDate ?? '' },
      { key: 'reminderDays', header: t(head('reminderDays')), sortField: 'reminderDays', cell: (r) => r.reminderDays ?? '', text: (r) => String(r.reminderDays ?? '') },
      { key: 'note', header: t(head('note')), cell: (r) => r.note ?? '', text: (r) => r.note ?? '' },
      { key: 'updateAuthor', header: t(head('updateAuthor')), cell: (r) => r.updateAuthor ?? '', text: (r) => r.updateAuthor ?? '' },
    ];
    const search: SearchSpec[] = [
      ...(aircraftId ? [] : [{ name: 'aircraftId', label: `${N}.col.aircraft`, kind: 'select' as const, options: fleet.options }]),
      { name: 'certType', label: `${N}.col.certType`, kind: 'select', options: typeOptions },
      { name: 'status', label: `${N}.col.status`, kind: 'select', options: statusOptions },
      { name: 'endFrom', field: 'endDate', label: `${N}.search.endFrom`, kind: 'date', op: 'ge' },
      { name: 'endTo', field: 'endDate', label: `${N}.search.endTo`, kind: 'date', op: 'le' },
    ];
    const aircraftOptions = aircraftId ? fleet.options.filter((o) => o.value === aircraftId) : fleet.options;
    const form: FieldSpec[] = [
      { name: 'aircraftId', label: `${N}.col.aircraft`, kind: 'select', required: true, createOnly: true, options: aircraftOptions, initial: aircraftId ?? '' },
      { name: 'certType', label: `${N}.col.certType`, kind: 'select', required: true, options: typeOptions },
      { name: 'certNo', label: `${N}.col.certNo`, kind: 'text', maxLength: 60 },
      { name: 'signDate', label: `${N}.col.signDate`, kind: 'date' },
      { name: 'endDate', label: `${N}.col.endDate`, kind: 'date', required: true },
      { name: 'reminderDays', label: `${N}.col.reminderDays`, kind: 'integer', min: 0, max: 3650, helper: `${N}.reminderHelper` },
      { name: 'note', label: `${N}.col.note`, kind: 'textarea', maxLength: 500, wide: true },
    ];
    return {
      screen: aircraftId ? 'aircraftCertificatePanel' : 'aircraftCertificate',
      perm: 'aircraftCertificate',
      noun: t(`${N}.noun`),
      fileName: t(`${N}.fileName`),
      exportUrl: '/fleet/v1/certificates/export',
      rowKey: (r) => r.id,
      list: certificateApi.list,
      fixed: aircraftId ? [{ name: 'aircraftId', op: 'eq', value: aircraftId }] : [],
      sort: { field: 'endDate', direction: 'asc' },
      columns,
      search,
      form,
      create: certificateApi.create,
      update: (r, body) => certificateApi.update(r.id, body),
      get: (r) => certificateApi.get(r.id),
      remove: (rows) => certificateApi.remove(rows.map((r) => r.id)),
      versionOf: (r) => r.version,
      attachments: { recordType: 'aircraftCertificate', idOf: (r) => r.id },
      rowActions: (r, reload) => <RenewButton row={r} reload={reload} label={`${r.tailNo ?? ''} ${typeText(r)}`} />,
    };
  }, [t, fleet, aircraftId]);
}
