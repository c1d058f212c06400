/**
 * The list columns of the crew record tabs and pilot jobs, declared once: the export writes these
 * headers (labels `crewRecordServer.col.<key>`), the screens may take the same declarations. Enum
 * labels follow the domain's prefixes (`crewRecord.<enum>.<value>`, src/domain/crew/records.ts).
 */
import type { ColumnDecl } from './export';
import type { ImportColumn } from './import';

const col = (key: string, kind: ColumnDecl['kind'] = 'text', enumPrefix?: string): ColumnDecl => ({ key, label: `crewRecordServer.col.${key}`, kind, ...(enumPrefix ? { enumPrefix } : {}) });

const CREW = [col('workNo'), col('crewName')];
const EXPIRY = [col('status', 'enum', 'crewRecord.status'), col('daysLeft', 'number')];
const AUDIT = [col('note'), col('updateAuthor'), col('updateTime', 'datetime')];

export const CREW_DOCUMENT_COLUMNS: readonly ColumnDecl[] = [
  ...CREW,
  col('kind', 'enum', 'crewRecord.kind'),
  col('typeName'),
  col('docNo'),
  col('effectiveDate', 'date'),
  col('dueDate', 'date'),
  ...EXPIRY,
  col('issueCountry'),
  col('endorsements'),
  col('icaoLevel', 'number'),
  col('icaoDueDate', 'date'),
  col('icaoStatus', 'enum', 'crewRecord.status'),
  ...AUDIT,
];

export const CREW_ABILITY_COLUMNS: readonly ColumnDecl[] = [
  ...CREW,
  col('aircraftTypeCode'),
  col('ability', 'enum', 'crewRecord.ability'),
  col('rules'),
  col('pilotJobName'),
  col('authDate', 'date'),
  col('dueDate', 'date'),
  ...EXPIRY,
  col('abilityLevel'),
  ...AUDIT,
];

export const CREW_ACTIVITY_COLUMNS: readonly ColumnDecl[] = [...CREW, col('kind', 'enum', 'crewRecord.activity'), col('startUtc', 'datetime'), col('endUtc', 'datetime'), col('place'), ...AUDIT];

export const CREW_TRAINING_COLUMNS: readonly ColumnDecl[] = [
  ...CREW,
  col('kind', 'enum', 'crewRecord.trainingKind'),
  col('name'),
  col('aircraftTypeCode'),
  col('startDate', 'date'),
  col('endDate', 'date'),
  col('result', 'enum', 'crewRecord.trainingResult'),
  col('score'),
  col('instructor'),
  col('dueDate', 'date'),
  ...EXPIRY,
  ...AUDIT,
];

export const CREW_CONTRACT_COLUMNS: readonly ColumnDecl[] = [...CREW, col('contractNo'), col('startDate', 'date'), col('endDate', 'date'), col('leaveDays', 'number'), col('leaveDaysTaken', 'number'), ...AUDIT];

export const CREW_EQUIPMENT_COLUMNS: readonly ColumnDecl[] = [
  ...CREW,
  col('item'),
  col('size'),
  col('quantity', 'number'),
  col('status', 'enum', 'crewRecord.equipmentStatus'),
  col('receivedDate', 'date'),
  col('returnedDate', 'date'),
  ...AUDIT,
];

export const CREW_MEMBERSHIP_COLUMNS: readonly ColumnDecl[] = [...CREW, col('kind', 'enum', 'crewRecord.membershipKind'), col('provider'), col('memberNo'), col('level'), col('dueDate', 'date'), ...AUDIT];

export const PILOT_JOB_COLUMNS: readonly ColumnDecl[] = [
  col('code'),
  col('name'),
  col('nameEn'),
  col('ability', 'enum', 'crewRecord.ability'),
  col('aircraftTypeCode'),
  col('effective', 'boolean'),
  col('isNeed', 'boolean'),
  col('holders', 'number'),
  col('sortNum', 'number'),
  col('note'),
  col('updateAuthor'),
];

/**
 * The licence import (`POST /crew/v1/documents/import`): the crew member by work number, the licence
 * type by its name (both resolved by the server within the company), then the licence's fields.
 */
export const LICENCE_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'crewId', label: 'crewRecordServer.col.workNo', kind: 'ref', required: true, example: 'P-1001' },
  { key: 'typeId', label: 'crewRecordServer.col.licenceType', kind: 'ref', required: true, example: '航线运输驾驶员执照' },
  { key: 'docNo', label: 'crewRecordServer.col.docNo', kind: 'code', example: 'ATPL-2019-0001' },
  { key: 'effectiveDate', label: 'crewRecordServer.col.effectiveDate', kind: 'date', example: '2024-03-01' },
  { key: 'dueDate', label: 'crewRecordServer.col.dueDate', kind: 'date', example: '2030-02-28' },
  { key: 'issueCountry', label: 'crewRecordServer.col.issueCountry', kind: 'code', upperCase: true, example: 'CN' },
  { key: 'endorsements', label: 'crewRecordServer.col.endorsements', kind: 'text', example: 'G650ER PIC' },
  { key: 'icaoLevel', label: 'crewRecordServer.col.icaoLevel', kind: 'integer', example: '4' },
  { key: 'icaoDueDate', label: 'crewRecordServer.col.icaoDueDate', kind: 'date', example: '2028-06-30' },
];
