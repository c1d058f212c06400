import { Button, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { crewApi, CREW_POSITIONS, CREW_TYPES, type CrewRow } from '../../api/resources';
import { CREW_IMPORT_COLUMNS } from '../../contract/import';
import { EXPIRING_WITHIN_DAYS } from '../../domain/crew/records';
import { EXPIRY_STATUSES } from '../../domain/expiry';
import { crewBody, crewFormRow } from '../../ui/crew/crewForm';
import { crewDetailPath } from '../../ui/crew/crewPaths';
import { ExpiryTag } from '../../ui/crew/ExpiryTag';
import { CrewRulesButton } from '../../ui/crew/CrewRulesDialog';
import { LicenceImportButton } from '../../ui/crew/LicenceImportButton';
import { useCrewForm } from '../../ui/crew/useCrewForm';
import { enumOptions, enumText } from '../../ui/resource/labels';
import { ResourceList, type ResourceListConfig } from '../../ui/resource/ResourceList';
import type { SearchSpec } from '../../ui/resource/searchModel';
import type { ListColumn } from '../../ui/list/ListTable';
import { columnDecl, CREW_COLUMNS } from '../../contract/listColumns';

/** Header label keys come from the columns the export shares (src/contract/listColumns.ts). */
const head = (key: string) => columnDecl(CREW_COLUMNS, key).label;

const L = 'resources.crew';
const D = 'crewDetail';
const text = (v: string | null | undefined) => v ?? '';

/** The crew list (`crew/CrewList`): pilots, cabin and maintenance crew with their qualified aircraft types, the worst status of their documents, and the way to each one's detail. */
export default function CrewList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const crewForm = useCrewForm();
  const { types, sensitive } = crewForm;

  const config = useMemo<ResourceListConfig<CrewRow>>(() => {
    const crewTypes = enumOptions(t, 'resources.crewType', CREW_TYPES);
    const positions = enumOptions(t, 'resources.crewPosition', CREW_POSITIONS);
    const documentStatuses = enumOptions(t, 'crewRecord.status', EXPIRY_STATUSES);
    const qualified = (r: CrewRow) => r.qualifiedTypeIds.map((id) => types.names[id] ?? '?');
    const columns: ListColumn<CrewRow>[] = [
      { key: 'workNo', header: t(head('workNo')), sortField: 'workNo', cell: (r) => <strong>{r.workNo}</strong>, text: (r) => r.workNo },
      {
        key: 'cnName',
        header: t(head('cnName')),
        sortField: 'cnName',
        cell: (r) => (
          <Link to={crewDetailPath(r.id)} title={t(`${D}.open`)} data-testid="crew-open">
            {r.cnName}
          </Link>
        ),
        text: (r) => r.cnName,
      },
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
      {
        key: 'documentStatus',
        header: t(head('documentStatus')),
        sortField: 'documentStatus',
        cell: (r) => <ExpiryTag facts={{ status: r.documentStatus, daysLeft: null }} testId="crew-document-status" minimal={r.documentStatus === 'normal'} />,
        text: (r) => enumText(t, 'crewRecord.status', r.documentStatus),
      },
      { key: 'nextDueDate', header: t(head('nextDueDate')), sortField: 'nextDueDate', cell: (r) => text(r.nextDueDate), text: (r) => text(r.nextDueDate) },
      { key: 'department', header: t(head('department')), sortField: 'department', cell: (r) => text(r.department), text: (r) => text(r.department) },
      { key: 'phone', header: t(head('phone')), cell: (r) => text(r.phone), text: (r) => text(r.phone) },
    ];
    const search: SearchSpec[] = [
      { name: 'workNo', label: `${L}.workNo`, kind: 'text', width: 110 },
      { name: 'cnName', label: `${L}.cnName`, kind: 'text', op: 'like', width: 120 },
      { name: 'crewType', label: `${L}.crewType`, kind: 'select', options: crewTypes },
      { name: 'position', label: `${L}.position`, kind: 'select', options: positions },
      { name: 'baseIcao', label: `${L}.baseIcao`, kind: 'text', op: 'eq', upperCase: true, width: 100 },
      { name: 'documentStatus', label: `${D}.col.documentStatus`, kind: 'select', options: documentStatuses },
      { name: 'expiringWithinDays', label: `${D}.filter.expiring`, kind: 'select', options: [{ value: EXPIRING_WITHIN_DAYS, label: t(`${D}.filter.expiringWithin`, { count: EXPIRING_WITHIN_DAYS }) }] },
    ];
    return {
      screen: 'crew',
      perm: 'crew',
      noun: t(`${L}.noun`),
      fileName: t(`${L}.fileName`),
      exportUrl: '/crew/v1/crews/export',
      rowKey: (r) => r.id,
      list: async (body) => {
        const answer = await crewApi.list(body);
        return { ...answer, list: answer.list.map(crewFormRow) };
      },
      columns,
      search,
      form: crewForm.fields,
      create: async (body) => crewFormRow(await crewApi.create(crewBody(body, sensitive))),
      update: async (r, body) => crewFormRow(await crewApi.update(r.id, crewBody(body, sensitive))),
      get: async (r) => crewFormRow(await crewApi.get(r.id)),
      remove: (rows) => crewApi.remove(rows.map((r) => r.id)),
      versionOf: (r) => r.version,
      attachments: { recordType: 'crew', idOf: (r) => r.id },
      uniqueFields: { crews_company_work_no_uq: 'workNo' },
      // the crew menu declares an import button (crew:import)
      importer: { base: '/crew/v1/crews', columns: CREW_IMPORT_COLUMNS, permission: 'crew:import', templateName: t('import.template.crew') },
      // licences of many crew members at once, beside the crew import
      toolbar: (reload) => (
        <>
          <LicenceImportButton onImported={reload} />
          <CrewRulesButton />
        </>
      ),
      rowActions: (r) => <Button size="small" variant="minimal" icon="id-number" text={t(`${D}.open`)} onClick={() => navigate(crewDetailPath(r.id))} data-testid="crew-detail-link" />,
    };
  }, [t, types, crewForm, sensitive, navigate]);

  return <ResourceList config={config} />;
}
