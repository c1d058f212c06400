import { declareResource } from './types';

/** Country dictionary (requirements D3 "Country dictionary"): one row per ISO 3166-1 alpha-2 code of the company. */
export const countryDecl = declareResource({
  name: 'country',
  table: 'countries',
  path: '/base/v1/countries',
  area: 'country',
  component: 'run/Country',
  noun: 'country',
  tag: 'base: countries',
  fields: {
    countryCode: { kind: 'text', maxLength: 2, pattern: { source: '^[A-Z]{2}$', example: 'CN' }, upperCase: true, required: true, search: 'eq' },
    name: { kind: 'text', maxLength: 50, required: true, search: 'like' },
    fullName: { kind: 'text', maxLength: 100, required: true, wide: true },
    englishName: { kind: 'text', maxLength: 100, search: 'like' },
    firstLetter: { kind: 'text', maxLength: 1, pattern: { source: '^[A-Z]$', example: 'Z' }, upperCase: true, search: 'eq' },
    sortNum: { kind: 'integer', min: 0, max: 99999, default: 0 },
    replyTimeNotes: { kind: 'text', maxLength: 1000, multiline: true, wide: true },
  },
  title: 'name',
  defaultSort: { field: 'sortNum', direction: 'asc' },
  unique: [{ fields: ['countryCode'], message: 'country.unique.countryCode' }],
});
