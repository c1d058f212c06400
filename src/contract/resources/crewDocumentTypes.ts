import { declareResource } from './types';

/**
 * Crew document types (requirements D3 "Crew document types"; docs/decisions.md "Crew document
 * types"): the kinds of licence, medical certificate, security document and crew file a company
 * records for its crew. `promptDay` is how many days before a document's due date it is near
 * expiry (empty: the operator's months, src/domain/expiry.ts).
 */
const NAME = { kind: 'text', maxLength: 50, required: true, search: 'like' } as const;
const NAME_EN = { kind: 'text', maxLength: 100, search: 'like' } as const;
const PROMPT_DAY = { kind: 'integer', min: 0, max: 3650 } as const;
const SORT_NUM = { kind: 'integer', min: 0, max: 99999, default: 0 } as const;
const NOTE = { kind: 'text', maxLength: 500, multiline: true, wide: true } as const;
const SPECIAL_FLAG = { kind: 'boolean', default: false, search: 'eq' } as const;
const SORT = { field: 'sortNum', direction: 'asc' } as const;

/**
 * Licence types. `aircraftType` is the code of the aircraft type the licence rates for (as the
 * fleet's aircraft types are coded, e.g. G650ER): text, not a reference, because references only
 * reach declared resources; checked loosely as a code, not against the fleet.
 */
export const licenceTypeDecl = declareResource({
  name: 'licenceType',
  table: 'crew_licence_types',
  path: '/crew/v1/licenceTypes',
  area: 'licenceType',
  component: 'crew/type/LicenceType',
  noun: 'licence type',
  tag: 'crew: licence types',
  fields: {
    name: NAME,
    nameEn: NAME_EN,
    aircraftType: { kind: 'text', maxLength: 20, pattern: { source: '^[A-Za-z0-9][A-Za-z0-9-]{0,19}$', example: 'G650ER' }, upperCase: true, search: 'eq' },
    promptDay: PROMPT_DAY,
    /** Retraining cycle, days. */
    trainingCycle: { kind: 'integer', min: 0, max: 3650 },
    sortNum: SORT_NUM,
    note: NOTE,
  },
  title: 'name',
  defaultSort: SORT,
  unique: [{ fields: ['name'], message: 'licenceType.unique.name' }],
});

/** The fields of medical, security and crew-file types. */
const FLAGGED_FIELDS = { name: NAME, nameEn: NAME_EN, promptDay: PROMPT_DAY, specialFlag: SPECIAL_FLAG, sortNum: SORT_NUM, note: NOTE } as const;

export const medicalTypeDecl = declareResource({
  name: 'medicalType',
  table: 'crew_medical_types',
  path: '/crew/v1/medicalTypes',
  area: 'medicalType',
  component: 'crew/type/MedicalType',
  noun: 'medical type',
  tag: 'crew: medical types',
  fields: FLAGGED_FIELDS,
  title: 'name',
  defaultSort: SORT,
  unique: [{ fields: ['name'], message: 'medicalType.unique.name' }],
});

export const securityTypeDecl = declareResource({
  name: 'securityType',
  table: 'crew_security_types',
  path: '/crew/v1/securityTypes',
  area: 'securityType',
  component: 'crew/type/SecurityType',
  noun: 'security document type',
  tag: 'crew: security types',
  fields: FLAGGED_FIELDS,
  title: 'name',
  defaultSort: SORT,
  unique: [{ fields: ['name'], message: 'securityType.unique.name' }],
});

export const crewFileTypeDecl = declareResource({
  name: 'crewFileType',
  table: 'crew_file_types',
  path: '/crew/v1/crewFileTypes',
  area: 'crewFileType',
  component: 'crew/type/CrewFileType',
  noun: 'crew file type',
  tag: 'crew: file types',
  fields: FLAGGED_FIELDS,
  title: 'name',
  defaultSort: SORT,
  unique: [{ fields: ['name'], message: 'crewFileType.unique.name' }],
});
