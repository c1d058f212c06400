import { describe, expect, it } from 'vitest';
import { positionText, lengthText } from '../../pages/airport/airportText';
import { bodyFromValues, CODE_RULES, fieldError, RK, serverFieldErrors, validateValues, valuesFromRow, type FieldSpec } from './formModel';
import { emptySearch, searchConditions, type SearchSpec } from './searchModel';

const FIELDS: FieldSpec[] = [
  { name: 'tailNo', label: 'x', kind: 'text', required: true, upperCase: true, maxLength: 12, rule: CODE_RULES.tailNo },
  { name: 'seatNum', label: 'x', kind: 'integer', min: 0, max: 999 },
  { name: 'fleetType', label: 'x', kind: 'select', notNull: true, options: [{ value: 'own', label: 'Own' }, { value: 'hosted', label: 'Hosted' }], initial: 'own' },
  { name: 'type', label: 'x', kind: 'select', options: [{ value: 1, label: 'Company' }, { value: 2, label: 'Personal' }] },
  { name: 'status', label: 'x', kind: 'select', createOnly: true, options: [{ value: 'airworthy', label: 'A' }], initial: 'airworthy' },
  { name: 'isOpen', label: 'x', kind: 'tristate' },
  { name: 'warningMark', label: 'x', kind: 'boolean' },
  { name: 'qualifiedTypeIds', label: 'x', kind: 'multiSelect' },
  { name: 'hireDate', label: 'x', kind: 'date' },
  { name: 'note', label: 'x', kind: 'textarea', maxLength: 5 },
];

describe('resource form values', () => {
  it('starts a new record from the initial values and reads a record as text', () => {
    expect(valuesFromRow(FIELDS)).toEqual({ tailNo: '', seatNum: '', fleetType: 'own', type: '', status: 'airworthy', isOpen: '', warningMark: false, qualifiedTypeIds: [], hireDate: '', note: '' });
    const row = { tailNo: 'B-652Q', seatNum: 12, fleetType: 'hosted', type: 2, status: 'aog', isOpen: false, warningMark: true, qualifiedTypeIds: ['a', 'b'], hireDate: '2020-01-02', note: null };
    expect(valuesFromRow(FIELDS, row)).toEqual({ tailNo: 'B-652Q', seatNum: '12', fleetType: 'hosted', type: '2', status: 'aog', isOpen: 'false', warningMark: true, qualifiedTypeIds: ['a', 'b'], hireDate: '2020-01-02', note: '' });
  });

  it('checks required, length, integer bounds, dates, choices and format rules', () => {
    const values = { ...valuesFromRow(FIELDS), seatNum: '1000', type: '3', hireDate: '20240230', note: '123456' };
    expect(validateValues(FIELDS, values)).toEqual({
      tailNo: { key: 'validation.required' },
      seatNum: { key: RK.integer, params: { min: 0, max: 999 } },
      type: { key: RK.invalid },
      hireDate: { key: 'validation.date.invalid' },
      note: { key: 'validation.maxLength', params: { max: 5 } },
    });
    expect(fieldError(FIELDS[0]!, 'b 652q')).toEqual({ key: RK.format, params: { example: 'B-652Q' } });
    expect(fieldError(FIELDS[0]!, ' b-652q ')).toBeNull();
    expect(fieldError(FIELDS[1]!, '1.5')).toMatchObject({ key: RK.integer });
    // a create-only field is not checked in an update
    expect(fieldError({ ...FIELDS[4]!, required: true }, '', 'update')).toBeNull();
    expect(fieldError({ ...FIELDS[4]!, required: true }, '', 'create')).toEqual({ key: 'validation.required' });
    expect(fieldError({ name: 'q', label: 'x', kind: 'multiSelect', required: true }, [])).toEqual({ key: 'validation.required' });
  });

  it('builds a create body without empty fields, typed as the server takes them', () => {
    const values = { ...valuesFromRow(FIELDS), tailNo: ' b-652q ', seatNum: '12', type: '1', isOpen: 'true', hireDate: '20240302', qualifiedTypeIds: ['t1'] };
    expect(bodyFromValues(FIELDS, values, 'create')).toEqual({
      tailNo: 'B-652Q',
      seatNum: 12,
      fleetType: 'own',
      type: 1,
      status: 'airworthy',
      isOpen: true,
      warningMark: false,
      qualifiedTypeIds: ['t1'],
      hireDate: '2024-03-02',
    });
  });

  it('builds an update body: create-only left out, emptied fields null unless the server takes no null', () => {
    const values = { ...valuesFromRow(FIELDS), tailNo: 'B-1', fleetType: '' };
    expect(bodyFromValues(FIELDS, values, 'update')).toEqual({
      tailNo: 'B-1',
      seatNum: null,
      type: null,
      isOpen: null,
      warningMark: false,
      qualifiedTypeIds: [],
      hireDate: null,
      note: null,
    });
  });
});

describe('server refusals as field errors', () => {
  const names = FIELDS.map((f) => f.name);
  it('reads domain field errors, schema errors and duplicates of the form’s fields', () => {
    expect(serverFieldErrors({ result: { fields: { typeId: { key: 'validation.unknownReference' }, tailNo: { key: 'validation.unknownReference', params: { value: 'X' } } } } }, names)).toEqual({
      tailNo: { key: 'validation.unknownReference', params: { value: 'X' } },
    });
    expect(
      serverFieldErrors(
        {
          result: {
            errors: [
              { path: '/seatNum', keyword: 'maximum' },
              { path: '/', keyword: 'required', params: { missingProperty: 'tailNo' } },
            ],
          },
        },
        names,
      ),
    ).toEqual({ seatNum: { key: RK.invalid }, tailNo: { key: 'validation.required' } });
    expect(serverFieldErrors({ key: 'error.duplicate', result: { constraint: 'aircraft_company_tail_uq' } }, names, { aircraft_company_tail_uq: 'tailNo' })).toEqual({
      tailNo: { key: 'error.duplicate' },
    });
  });
  it('answers null when nothing applies', () => {
    expect(serverFieldErrors(undefined, names)).toBeNull();
    expect(serverFieldErrors({ key: 'error.dataChanged', result: { currentVersion: 3 } }, names)).toBeNull();
  });
});

describe('resource search', () => {
  const specs: SearchSpec[] = [
    { name: 'tailNo', label: 'x', kind: 'text', upperCase: true },
    { name: 'name', label: 'x', kind: 'text', op: 'like' },
    { name: 'type', label: 'x', kind: 'select', options: [{ value: 1, label: 'C' }] },
    { name: 'status', label: 'x', kind: 'select' },
  ];
  it('turns the filled fields into conditions, select values in the option’s type', () => {
    expect(searchConditions(specs, emptySearch(specs))).toEqual([]);
    expect(searchConditions(specs, { tailNo: ' b-6 ', name: 'jet', type: '1', status: 'aog' })).toEqual([
      { name: 'tailNo', op: 'startsWith', value: 'B-6' },
      { name: 'name', op: 'like', value: 'jet' },
      { name: 'type', op: 'eq', value: 1 },
      { name: 'status', op: 'eq', value: 'aog' },
    ]);
  });
});

describe('airport facts', () => {
  it('formats positions and lengths', () => {
    expect(positionText(40.0801, 116.5846)).toBe('40.0801 N, 116.5846 E');
    expect(positionText(-33.9461, -151.1772)).toBe('33.9461 S, 151.1772 W');
    expect(lengthText(35.4, 116)).toBe('35 m (116 ft)');
    expect(lengthText(3810, 12500)).toBe('3,810 m (12,500 ft)');
    expect(lengthText(null, null)).toBe('');
  });
});
