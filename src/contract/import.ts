/**
 * Spreadsheet import (requirements S5, D3): the columns each importable list declares once (the
 * server parses and checks rows by them, writes the template from them; the browser shows the
 * column titles of the error report from them), the answer of `POST …/import`, and its limits.
 */
import { Type, type Static } from 'typebox';
import { AIRPORT_GRADES, AIRPORT_NATURES, CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES, CUSTOMER_TYPES } from '../domain/resourceEnums';

/**
 * How a cell is read:
 * - text: trimmed, full-width spaces folded; other characters kept (Chinese names).
 * - code: full-width letters and digits folded to ASCII (NFKC), trimmed; `upperCase` capitalises.
 * - date: an Excel date cell, an Excel serial number, or text yyyyMMdd / yyyy-MM-dd / yyyy/M/d → yyyy-MM-dd.
 * - enum: the value or its translated label (zh, zhtw, en) → the value.
 * - integer: a number cell or digits stored as text.
 * - flag: yes/no in any of the three languages, Y/N, 1/0, true/false.
 * - codes: a list of codes separated by commas, semicolons or spaces (resolved by the server).
 * - ref: the title of another record (text, resolved to its id by the server).
 */
export type ImportKind = 'text' | 'code' | 'date' | 'enum' | 'integer' | 'flag' | 'codes' | 'ref';

/** Kinds whose cells the server resolves to ids before the create body's schema applies. */
export const RESOLVED_IMPORT_KINDS: readonly ImportKind[] = ['codes', 'ref'];

export interface ImportColumn {
  /** The body field (the create schema's property). */
  key: string;
  /** i18n key of the column title (the form's label). */
  label: string;
  kind: ImportKind;
  required?: boolean;
  upperCase?: boolean;
  /** enum: the allowed values. */
  values?: readonly (string | number)[];
  /** enum: labels are `<enumLabels>.<value>`. */
  enumLabels?: string;
  /** The template's example cell. */
  example: string;
}

const C = (key: string, label: string, kind: ImportKind, example: string, more: Partial<ImportColumn> = {}): ImportColumn => ({ key, label, kind, example, ...more });
const E = (key: string, label: string, values: readonly (string | number)[], enumLabels: string, example: string, required = false): ImportColumn =>
  C(key, label, 'enum', example, { values, enumLabels, required });

const CR = 'resources.crew';
/** The crew form's fields (src/pages/crew/CrewList.tsx); qualified types by aircraft type code. */
export const CREW_IMPORT_COLUMNS: readonly ImportColumn[] = [
  C('workNo', `${CR}.workNo`, 'code', 'P-1001', { required: true }),
  C('cnName', `${CR}.cnName`, 'text', '张伟', { required: true }),
  C('enName', `${CR}.enName`, 'text', 'Zhang Wei'),
  E('sex', `${CR}.sex`, CREW_SEXES, 'resources.sex', 'M'),
  E('crewType', `${CR}.crewType`, CREW_TYPES, 'resources.crewType', 'pilot', true),
  E('position', `${CR}.position`, CREW_POSITIONS, 'resources.crewPosition', 'captain'),
  C('baseIcao', `${CR}.baseIcao`, 'code', 'ZBAA', { upperCase: true }),
  C('nationality', `${CR}.nationality`, 'code', 'CN', { upperCase: true }),
  C('qualifiedTypeIds', `${CR}.qualifiedTypes`, 'codes', 'G650'),
  C('department', `${CR}.department`, 'text', 'Flight Ops'),
  C('employeeType', `${CR}.employeeType`, 'text', 'fullTime'),
  C('phone', `${CR}.phone`, 'code', '+86 10 6455 1234'),
  C('email', `${CR}.email`, 'code', 'zhang.wei@example.com'),
  C('birthdate', `${CR}.birthdate`, 'date', '1985-03-12'),
  C('hireDate', `${CR}.hireDate`, 'date', '2019-03-01'),
  C('dateTerminated', `${CR}.dateTerminated`, 'date', ''),
  E('status', `${CR}.status`, CREW_STATUSES, 'resources.crewStatus', 'active'),
];

const CU = 'resources.customer';
/** The customer form's fields (src/pages/customer/CustomerList.tsx). */
export const CUSTOMER_IMPORT_COLUMNS: readonly ImportColumn[] = [
  C('name', `${CU}.name`, 'text', '北京示例控股有限公司', { required: true }),
  E('type', `${CU}.type`, CUSTOMER_TYPES, 'resources.customerType', '1', true),
  C('serialNumber', `${CU}.serialNumber`, 'code', 'C-0001'),
  C('simpleCode', `${CU}.simpleCode`, 'code', 'ACME'),
  C('personName', `${CU}.personName`, 'text', '李雷'),
  C('manager', `${CU}.manager`, 'text', '韩梅梅'),
  C('linkman', `${CU}.linkman`, 'text', '王五'),
  C('linkTel', `${CU}.linkTel`, 'code', '+86 10 6459 0000'),
  C('homePhone', `${CU}.homePhone`, 'code', ''),
  C('email', `${CU}.email`, 'code', 'ops@example.com'),
  C('billMoneyUnit', `${CU}.billMoneyUnit`, 'code', 'CNY', { upperCase: true }),
  C('companyAddress', `${CU}.companyAddress`, 'text', '北京市朝阳区'),
  C('companyProfile', `${CU}.companyProfile`, 'text', ''),
  C('note', `${CU}.note`, 'text', ''),
];

const AP = 'resources.airport';
/** The operator's own airport data (src/pages/airport/AirportList.tsx), keyed by ICAO; empty cells leave a field as it is. */
export const AIRPORT_IMPORT_COLUMNS: readonly ImportColumn[] = [
  C('icao', `${AP}.icao`, 'code', 'ZBAA', { required: true, upperCase: true }),
  C('cnName', `${AP}.cnName`, 'text', '北京首都国际机场'),
  C('cnCityName', `${AP}.cnCityName`, 'text', '北京'),
  E('nature', `${AP}.nature`, AIRPORT_NATURES, 'resources.airportNature', 'international'),
  E('grade', `${AP}.grade`, AIRPORT_GRADES, 'resources.airportGrade', '1'),
  C('isOpen', `${AP}.isOpen`, 'flag', 'Y'),
  C('hasCustoms', `${AP}.hasCustoms`, 'flag', 'Y'),
  C('military', `${AP}.military`, 'flag', 'N'),
  C('warningMark', `${AP}.warningMark`, 'flag', 'N'),
  C('operationTime', `${AP}.operationTime`, 'text', 'H24'),
  C('threeCloseTime', `${AP}.threeCloseTime`, 'text', ''),
  C('fbo', `${AP}.fbo`, 'text', ''),
  C('fuelPrice', `${AP}.fuelPrice`, 'text', ''),
  C('airportServicePrice', `${AP}.airportServicePrice`, 'text', ''),
  C('note', `${AP}.note`, 'text', ''),
];

export interface ImportLimits {
  readonly maxBytes: number;
  readonly maxRows: number;
  readonly maxUncompressedBytes: number;
  readonly maxEntries: number;
  readonly maxRatio: number;
}

/** Limits of one upload (requirements S5: import files are .xlsx of at most 10 MB). */
export const IMPORT_LIMITS: ImportLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 5000,
  /** Zip checks before parsing: total uncompressed bytes, entries, compression ratio of a large entry. */
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxEntries: 2000,
  maxRatio: 200,
};

export const ImportQuery = Type.Object(
  { dryRun: Type.Optional(Type.Boolean({ description: 'true: check every row and report, write nothing' })) },
  { additionalProperties: false },
);
export type ImportQuery = Static<typeof ImportQuery>;

export const ImportRowError = Type.Object({
  /** The spreadsheet's row number (as the spreadsheet program shows it). */
  row: Type.Integer(),
  /** The column's field key (null: the row as a whole). */
  column: Type.Union([Type.String(), Type.Null()]),
  messageKey: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});
export type ImportRowError = Static<typeof ImportRowError>;

/** Rows written (0 on a dry run or when any row is wrong: all rows or none), rows checked, and every error. */
export const ImportAnswer = Type.Object({
  imported: Type.Integer(),
  checked: Type.Integer(),
  dryRun: Type.Boolean(),
  errors: Type.Array(ImportRowError),
});
export type ImportAnswer = Static<typeof ImportAnswer>;
