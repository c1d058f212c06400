import { Button, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { PILOT_JOB_BASE, pilotJobApi, type PilotJobRow } from '../../api/crewRecords';
import { aircraftTypeApi, type AircraftTypeRow } from '../../api/resources';
import { PILOT_JOB_COLUMNS } from '../../contract/crewRecordColumns';
import { CREW_ABILITIES } from '../../domain/crew/records';
import { hasAbility, session } from '../../state/session';
import { LimitationsDialog } from '../../ui/crew/LimitationsDialog';
import type { ListColumn } from '../../ui/list/ListTable';
import type { FieldSpec } from '../../ui/resource/formModel';
import { enumOptions, enumText, flagText } from '../../ui/resource/labels';
import { ResourceList, type ResourceListConfig } from '../../ui/resource/ResourceList';
import type { SearchSpec } from '../../ui/resource/searchModel';
import { useChoices } from '../../ui/resource/useChoices';
import '../../ui/crew/crew.css';

const P = 'pilotJob';
const typeCode = (r: AircraftTypeRow) => r.code;
const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The limitations command of a row (edit with `pilotJob:edit`, else view). */
function LimitsButton({ row, reload }: { row: PilotJobRow; reload: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="minimal" icon="properties" text={t(`${P}.limits.button`, { count: row.limitations.length })} onClick={() => setOpen(true)} data-testid="row-limits" />
      {open && (
        <LimitationsDialog
          row={row}
          readOnly={!hasAbility('pilotJob:edit')}
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

/** The pilot jobs (`crew/PilotJob`): captain, instructor, check pilot … with the ability they need, their aircraft type, limitations and holders. */
export default function PilotJob() {
  const { t } = useTranslation();
  useSnapshot(session);
  const types = useChoices(aircraftTypeApi, typeCode, 'code');
  const config = useMemo<ResourceListConfig<PilotJobRow>>(() => {
    const abilities = enumOptions(t, 'crewRecord.ability', CREW_ABILITIES);
    const abilityText = (r: PilotJobRow) => enumText(t, 'crewRecord.ability', r.ability);
    const limitText = (r: PilotJobRow) => r.limitations.map((l) => `${t(`${P}.limitType.${l.type}`)} ${l.value}`).join('; ');
    const columns: ListColumn<PilotJobRow>[] = [
      { key: 'code', header: t(`${P}.col.code`), sortField: 'code', cell: (r) => <strong>{r.code}</strong>, text: (r) => r.code },
      { key: 'name', header: t(`${P}.col.name`), sortField: 'name', cell: (r) => r.name, text: (r) => r.name },
      { key: 'nameEn', header: t(`${P}.col.nameEn`), sortField: 'nameEn', cell: (r) => text(r.nameEn), text: (r) => text(r.nameEn) },
      { key: 'ability', header: t(`${P}.col.ability`), sortField: 'ability', cell: abilityText, text: abilityText },
      { key: 'aircraftTypeCode', header: t(`${P}.col.aircraftType`), cell: (r) => text(r.aircraftTypeCode), text: (r) => text(r.aircraftTypeCode) },
      {
        key: 'effective',
        header: t(`${P}.col.effective`),
        sortField: 'effective',
        cell: (r) => (
          <Tag minimal intent={r.effective ? 'success' : 'none'} data-testid="job-effective">
            {t(r.effective ? `${P}.effective.yes` : `${P}.effective.no`)}
          </Tag>
        ),
        text: (r) => t(r.effective ? `${P}.effective.yes` : `${P}.effective.no`),
      },
      { key: 'isNeed', header: t(`${P}.col.isNeed`), sortField: 'isNeed', cell: (r) => flagText(t, r.isNeed), text: (r) => flagText(t, r.isNeed) },
      {
        key: 'limitations',
        header: t(`${P}.col.limitations`),
        cell: (r) => (
          <span className="foc-pilot-job__summary">
            {r.limitations.map((l, i) => (
              <Tag key={i} minimal>
                {t(`${P}.limitType.${l.type}`)} {l.value}
              </Tag>
            ))}
          </span>
        ),
        text: limitText,
      },
      { key: 'holders', header: t(`${P}.col.holders`), cell: (r) => <span data-testid="job-holders">{r.holders}</span>, text: (r) => String(r.holders) },
      { key: 'sortNum', header: t(`${P}.col.sortNum`), sortField: 'sortNum', cell: (r) => r.sortNum, text: (r) => String(r.sortNum) },
      { key: 'note', header: t(`${P}.col.note`), cell: (r) => text(r.note), text: (r) => text(r.note) },
    ];
    const search: SearchSpec[] = [
      { name: 'code', label: `${P}.col.code`, kind: 'text', width: 110 },
      { name: 'name', label: `${P}.col.name`, kind: 'text', op: 'like', width: 130 },
      { name: 'ability', label: `${P}.col.ability`, kind: 'select', options: abilities },
      { name: 'aircraftTypeId', label: `${P}.col.aircraftType`, kind: 'select', options: types.options },
    ];
    const form: FieldSpec[] = [
      { name: 'code', label: `${P}.col.code`, kind: 'text', required: true, maxLength: 20, rule: (v) => (/^[A-Za-z0-9][A-Za-z0-9_-]{0,19}$/.test(v) ? null : { key: 'resources.rule.format', params: { example: 'CPT-G650' } }) },
      { name: 'name', label: `${P}.col.name`, kind: 'text', required: true, maxLength: 50 },
      { name: 'nameEn', label: `${P}.col.nameEn`, kind: 'text', maxLength: 100 },
      { name: 'ability', label: `${P}.col.ability`, kind: 'select', options: abilities },
      { name: 'aircraftTypeId', label: `${P}.col.aircraftType`, kind: 'select', options: types.options },
      { name: 'sortNum', label: `${P}.col.sortNum`, kind: 'integer', min: 0, max: 99999, notNull: true, initial: '0' },
      { name: 'effective', label: `${P}.col.effective`, kind: 'boolean', initial: true },
      { name: 'isNeed', label: `${P}.col.isNeed`, kind: 'boolean', initial: false, helper: `${P}.isNeedHelper` },
      { name: 'note', label: `${P}.col.note`, kind: 'textarea', maxLength: 500, wide: true },
    ];
    return {
      screen: 'pilotJob',
      perm: 'pilotJob',
      noun: t(`${P}.noun`),
      fileName: t(`${P}.fileName`),
      exportUrl: `${PILOT_JOB_BASE}/export`,
      rowKey: (r) => r.id,
      list: pilotJobApi.list,
      sort: { field: 'sortNum', direction: 'asc' },
      exportColumns: PILOT_JOB_COLUMNS.map((c) => c.key),
      columns,
      search,
      form,
      create: pilotJobApi.create,
      update: (r, body) => pilotJobApi.update(r.id, body),
      get: (r) => pilotJobApi.get(r.id),
      remove: (rows) => pilotJobApi.remove(rows.map((r) => r.id)),
      versionOf: (r) => r.version,
      uniqueFields: { pilot_jobs_company_code_uq: 'code' },
      rowActions: (r, reload) => <LimitsButton row={r} reload={reload} />,
    };
  }, [t, types]);
  return <ResourceList config={config} />;
}
