import { Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { aircraftTypeApi, crewApi, CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES, type AircraftTypeRow, type CrewRow } from '../../api/resources';
import { CREW_IMPORT_COLUMNS } from '../../contract/import';
import { email } from '../../domain/validation';
import { CODE_RULES, type FieldSpec } from '../../ui/resource/formModel';
import { enumOptions, enumText } from '../../ui/resource/labels';
import { ResourceList, type ResourceListConfig } from '../../ui/resource/ResourceList';
import type { SearchSpec } from '../../ui/resource/searchModel';
import { useChoices } from '../../ui/resource/useChoices';
import type { ListColumn } from '../../ui/list/ListTable';
import { columnDecl, CREW_COLUMNS } from '../../contract/listColumns';

/** Header label keys come from the columns the export shares (src/contract/listColumns.ts). */
const head = (key: string) => columnDecl(CREW_COLUMNS, key).label;

const L = 'resources.crew';
const typeCode = (r: AircraftTypeRow) => r.code;
const text = (v: string | null | undefined) => v ?? '';

/** The crew list (`crew/CrewList`): pilots, cabin and maintenance crew with their qualified aircraft types. */
export default function CrewList() {
  const { t } = useTranslation();
  const types = useChoices(aircraftTypeApi, typeCode, 'code');

  const config = useMemo<ResourceListConfig<CrewRow>>(() => {
    const crewTypes = enumOptions(t, 'resources.crewType', CREW_TYPES);
    const positions = enumOptions(t, 'resources.crewPosition', CREW_POSITIONS);
    const statuses = enumOptions(t, 'resources.crewStatus', CREW_STATUSES);
    const sexes = enumOptions(t, 'resources.sex', CREW_SEXES);
    const qualified = (r: CrewRow) => r.qualifiedTypeIds.map((id) => types.names[id] ?? '?');
    const columns: ListColumn<CrewRow>[] = [
      { key: 'workNo', header: t(head('workNo')), sortField: 'workNo', cell: (r) => <strong>{r.workNo}</strong>, text: (r) => r.workNo },
      { key: 'cnName', header: t(head('cnName')), sortField: 'cnName', cell: (r) => r.cnName, text: (r) => r.cnName },
      { key: 'enName', header: t(head('enName')), sortField: 'enName', cell: (r) => text(r.enName), text: (r) => text(r.enName) },
      { key: 'crewType', header: t(head('crewType')), sortField: 'crewType', cell: (r) => enumText(t, 'resources.crewType', r.crewType), text: (r) => enumText(t, 'resources.crewType', r.crewType) },
      { key: 'position', header: t(head('position')), sortField: 'position', cell: (r) => enumText(t, 'resources.crewPosition', r.position), text: (r) => enumText(t, 'resources.crewPosition', r.position) },
      { key: 'baseIcao', header: t(head('baseIcao')), sortField: 'baseIcao', cell: (r) => text(r.baseIcao), text: (r) => text(r.baseIcao) },
      { key: 'nationality', header: t(head('nationality')), sortField: 'nationality', cell: (r) => text(r.nationality), text: (r) => text(r.nationality) },
      {
        key: 'qualified',
        header: t(head('qualified')),
        cell: (r) => (
          <span className="foc-resource__tags">
            {qualified(r).map((code, i) => (
              <Tag key={`${code}-${i}`} minimal>
                {code}
              </Tag>
            ))}
          </span>
        ),
        text: (r) => qualified(r).join(' '),
      },
      {
        key: 'status',
        header: t(head('status')),
        sortField: 'status',
        cell: (r) => (
          <Tag minimal intent={r.status === 'active' ? 'success' : 'none'}>
            {enumText(t, 'resources.crewStatus', r.status)}
          </Tag>
        ),
        text: (r) => enumText(t, 'resources.crewStatus', r.status),
      },
      { key: 'department', header: t(head('department')), sortField: 'department', cell: (r) => text(r.department), text: (r) => text(r.department) },
      { key: 'phone', header: t(head('phone')), cell: (r) => text(r.phone), text: (r) => text(r.phone) },
    ];
    const search: SearchSpec[] = [
      { name: 'workNo', label: `${L}.workNo`, kind: 'text', width: 110 },
      { name: 'cnName', label: `${L}.cnName`, kind: 'text', op: 'like', width: 120 },
      { name: 'crewType', label: `${L}.crewType`, kind: 'select', options: crewTypes },
      { name: 'position', label: `${L}.position`, kind: 'select', options: positions },
      { name: 'baseIcao', label: `${L}.baseIcao`, kind: 'text', op: 'eq', upperCase: true, width: 100 },
    ];
    const form: FieldSpec[] = [
      { name: 'workNo', label: `${L}.workNo`, kind: 'text', required: true, maxLength: 20, rule: CODE_RULES.code },
      { name: 'cnName', label: `${L}.cnName`, kind: 'text', required: true, maxLength: 50 },
      { name: 'enName', label: `${L}.enName`, kind: 'text', maxLength: 100 },
      { name: 'sex', label: `${L}.sex`, kind: 'select', options: sexes },
      { name: 'crewType', label: `${L}.crewType`, kind: 'select', required: true, options: crewTypes, initial: 'pilot' },
      { name: 'position', label: `${L}.position`, kind: 'select', options: positions },
      { name: 'baseIcao', label: `${L}.baseIcao`, kind: 'text', upperCase: true, maxLength: 4, rule: CODE_RULES.icao },
      { name: 'nationality', label: `${L}.nationality`, kind: 'text', upperCase: true, maxLength: 2, rule: CODE_RULES.country, helper: `${L}.nationalityHelper` },
      { name: 'qualifiedTypeIds', label: `${L}.qualifiedTypes`, kind: 'multiSelect', options: types.options, wide: true },
      { name: 'department', label: `${L}.department`, kind: 'text', maxLength: 100 },
      { name: 'employeeType', label: `${L}.employeeType`, kind: 'text', maxLength: 30 },
      { name: 'phone', label: `${L}.phone`, kind: 'text', maxLength: 30, rule: CODE_RULES.phone },
      { name: 'email', label: `${L}.email`, kind: 'text', maxLength: 100, rule: email },
      { name: 'birthdate', label: `${L}.birthdate`, kind: 'date' },
      { name: 'hireDate', label: `${L}.hireDate`, kind: 'date' },
      { name: 'dateTerminated', label: `${L}.dateTerminated`, kind: 'date' },
      { name: 'status', label: `${L}.status`, kind: 'select', required: true, notNull: true, options: statuses, initial: 'active' },
    ];
    return {
      screen: 'crew',
      perm: 'crew',
      noun: t(`${L}.noun`),
      fileName: t(`${L}.fileName`),
      exportUrl: '/crew/v1/crews/export',
      rowKey: (r) => r.id,
      list: crewApi.list,
      columns,
      search,
      form,
      create: crewApi.create,
      update: (r, body) => crewApi.update(r.id, body),
      get: (r) => crewApi.get(r.id),
      remove: (rows) => crewApi.remove(rows.map((r) => r.id)),
      versionOf: (r) => r.version,
      attachments: { recordType: 'crew', idOf: (r) => r.id },
      uniqueFields: { crews_company_work_no_uq: 'workNo' },
      // the crew menu declares an import button (crew:import)
      importer: { base: '/crew/v1/crews', columns: CREW_IMPORT_COLUMNS, permission: 'crew:import', templateName: t('import.template.crew') },
    };
  }, [t, types]);

  return <ResourceList config={config} />;
}
