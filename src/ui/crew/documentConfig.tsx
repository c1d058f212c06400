/** The document tabs of the crew detail (licences, medical, security, files): one table, one kind each. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crewDocumentApi, documentTypeApis, type CrewDocumentRow, type DocumentTypeRow } from '../../api/crewRecords';
import { EXPIRY_STATUSES } from '../../domain/expiry';
import { ICAO_LEVELS, type CrewDocumentTableKind } from '../../domain/crew/records';
import type { AttachmentRecordType } from '../../domain/file';
import type { ListColumn } from '../list/ListTable';
import { CODE_RULES, type FieldSpec } from '../resource/formModel';
import { enumOptions } from '../resource/labels';
import type { ResourceListConfig } from '../resource/ResourceList';
import type { SearchSpec } from '../resource/searchModel';
import { useChoices } from '../resource/useChoices';
import { CREW_DOCUMENT_COLUMNS } from '../../contract/crewRecordColumns';
import { ExpiryTag } from './ExpiryTag';
import { auditColumns, D, plain, recordBase, statusColumn, type CrewRef } from './recordBase';
import { expiryText } from './recordStatus';

/** Documents carry files (a scan of the licence, the medical certificate). */
const DOCUMENT_FILES: AttachmentRecordType = 'crewDocument';

export function useDocumentConfig(crew: CrewRef, kind: CrewDocumentTableKind): ResourceListConfig<CrewDocumentRow> {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const typeLabel = (r: DocumentTypeRow) => (en && r.nameEn ? r.nameEn : r.name);
  const types = useChoices(documentTypeApis[kind], typeLabel, 'sortNum');
  return useMemo(() => {
    const licence = kind === 'licence';
    const typeText = (r: CrewDocumentRow) => (en && r.typeNameEn ? r.typeNameEn : (r.typeName ?? types.names[r.typeId] ?? ''));
    const icaoText = (r: CrewDocumentRow) => (r.icaoLevel ? t(`${D}.icaoLevel`, { level: r.icaoLevel }) : '');
    const columns: ListColumn<CrewDocumentRow>[] = [
      { key: 'typeName', header: t(`${D}.col.documentType`), cell: (r) => <strong>{typeText(r)}</strong>, text: typeText },
      plain(t, 'docNo', `${D}.col.docNo`),
      statusColumn(t),
      plain(t, 'effectiveDate', `${D}.col.effectiveDate`),
      plain(t, 'dueDate', `${D}.col.dueDate`),
      ...(licence
        ? [
            plain<CrewDocumentRow>(t, 'issueCountry', `${D}.col.issueCountry`),
            plain<CrewDocumentRow>(t, 'endorsements', `${D}.col.endorsements`, false),
            {
              key: 'icaoLevel',
              header: t(`${D}.col.icaoLevel`),
              sortField: 'icaoLevel',
              cell: (r: CrewDocumentRow) => (
                <span className="foc-crew__icao">
                  {icaoText(r)} {r.icaoStatus && <ExpiryTag facts={{ status: r.icaoStatus, daysLeft: null }} testId="icao-status" minimal />}
                </span>
              ),
              text: (r: CrewDocumentRow) => [icaoText(r), r.icaoStatus ? expiryText(t, { status: r.icaoStatus, daysLeft: null }) : ''].filter(Boolean).join(' '),
            },
            plain<CrewDocumentRow>(t, 'icaoDueDate', `${D}.col.icaoDueDate`),
          ]
        : []),
      ...auditColumns<CrewDocumentRow>(t),
    ];
    const search: SearchSpec[] = [
      { name: 'typeId', label: `${D}.col.documentType`, kind: 'select', options: types.options },
      { name: 'docNo', label: `${D}.col.docNo`, kind: 'text', width: 120 },
      { name: 'status', label: `${D}.col.status`, kind: 'select', options: enumOptions(t, 'crewRecord.status', EXPIRY_STATUSES) },
    ];
    const form: FieldSpec[] = [
      { name: 'typeId', label: `${D}.col.documentType`, kind: 'select', required: true, options: types.options },
      { name: 'docNo', label: `${D}.col.docNo`, kind: 'text', maxLength: 60 },
      { name: 'effectiveDate', label: `${D}.col.effectiveDate`, kind: 'date' },
      { name: 'dueDate', label: `${D}.col.dueDate`, kind: 'date' },
      { name: 'issueCountry', label: `${D}.col.issueCountry`, kind: 'text', upperCase: true, maxLength: 2, rule: CODE_RULES.country },
      ...(licence
        ? [
            { name: 'icaoLevel', label: `${D}.col.icaoLevel`, kind: 'select', options: ICAO_LEVELS.map((l) => ({ value: l, label: t(`${D}.icaoLevel`, { level: l }) })) } satisfies FieldSpec,
            { name: 'icaoDueDate', label: `${D}.col.icaoDueDate`, kind: 'date' } satisfies FieldSpec,
            { name: 'endorsements', label: `${D}.col.endorsements`, kind: 'textarea', maxLength: 500, wide: true } satisfies FieldSpec,
          ]
        : []),
      { name: 'note', label: `${D}.col.note`, kind: 'textarea', maxLength: 500, wide: true },
    ];
    return {
      ...recordBase({ screen: `crewDocument-${kind}`, resource: 'document', api: crewDocumentApi, crew, right: 'licence', kind, noun: t(`crewRecord.kind.${kind}`), fileName: `${crew.label} ${t(`crewRecord.kind.${kind}`)}` }),
      sort: { field: 'dueDate', direction: 'asc' },
      columns,
      search,
      form,
      exportColumns: CREW_DOCUMENT_COLUMNS.map((c) => c.key),
      attachments: { recordType: DOCUMENT_FILES, idOf: (r: CrewDocumentRow) => r.id },
    };
  }, [t, en, types, kind, crew]);
}
