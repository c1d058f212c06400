/** The base module's airports (server/modules/base): the global catalogue with the operator's own data. */
import { Type, type Static } from 'typebox';
import { AIRPORT_NATURES } from '../domain/resourceEnums';
import { Instant, Nullable, type Wire } from './common';
import type { ColumnDecl } from './export';
import { NStr, OneOf } from './recordFields';

export { AIRPORT_NATURES };
export type AirportNature = (typeof AIRPORT_NATURES)[number];

const Nature = OneOf(AIRPORT_NATURES);

export const Airport = Type.Object({
  icao: Type.String(),
  iata: NStr,
  name: Type.String(),
  city: NStr,
  countryCode: Type.String(),
  continent: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  elevationFt: Nullable(Type.Integer()),
  elevationM: Nullable(Type.Number()),
  timeZone: Type.String({ description: 'IANA time zone' }),
  runwayLengthFt: Nullable(Type.Integer({ description: 'longest runway' })),
  runwayLengthM: Nullable(Type.Number()),
  type: Type.String(),
  scheduledService: Type.Boolean(),
  cnName: NStr,
  cnCityName: NStr,
  nature: Nullable(Nature),
  isOpen: Nullable(Type.Boolean()),
  hasCustoms: Nullable(Type.Boolean()),
  military: Nullable(Type.Boolean()),
  operationTime: NStr,
  threeCloseTime: NStr,
  fbo: NStr,
  fuelPrice: NStr,
  airportServicePrice: NStr,
  warningMark: Type.Boolean(),
  note: NStr,
  grade: Nullable(Type.Integer()),
  version: Nullable(Type.Integer({ description: "the overlay's version; null until the operator first writes" })),
  updateAuthor: NStr,
  updateTime: Nullable(Instant),
});
export type AirportRow = Wire<Static<typeof Airport>>;

export const AirportSearchQuery = Type.Object(
  { q: Type.String({ minLength: 1, maxLength: 50 }), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 20 })) },
  { additionalProperties: false },
);
export type AirportSearchQuery = Static<typeof AirportSearchQuery>;

export const AirportSearchHit = Type.Object({
  icao: Type.String(),
  iata: NStr,
  name: Type.String(),
  city: NStr,
  cnName: NStr,
  cnCityName: NStr,
  /** Traditional Chinese name and city (bundled names), for zhtw. */
  twName: Type.Optional(NStr),
  twCityName: Type.Optional(NStr),
  countryCode: Type.String(),
  timeZone: Type.String(),
  type: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export type AirportSearchHit = Static<typeof AirportSearchHit>;

export const IcaoParams = Type.Object({ icao: Type.String({ pattern: '^[A-Za-z]{4}$' }) }, { additionalProperties: false });

const text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const flag = Type.Optional(Nullable(Type.Boolean()));

/** The operator fields of requirements D3 "Airport" an operator writes. */
const overlayFields = {
  cnName: text(100),
  cnCityName: text(100),
  nature: Type.Optional(Nullable(Nature)),
  isOpen: flag,
  hasCustoms: flag,
  military: flag,
  operationTime: text(500),
  threeCloseTime: text(500),
  fbo: text(500),
  fuelPrice: text(200),
  airportServicePrice: text(200),
  warningMark: Type.Optional(Type.Boolean()),
  note: text(2000),
  grade: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 3 }))),
};
const OverlayFields = Type.Object(overlayFields, { additionalProperties: false });
export type AirportOverlayInput = Static<typeof OverlayFields>;

/** `PUT /base/v1/airports/:icao`: no version on the first write (create), the current one afterwards. */
export const AirportOverlayBody = Type.Object(
  {
    version: Type.Optional(Type.Integer({ minimum: 1, description: 'absent on the first write (create); the current version afterwards' })),
    ...overlayFields,
  },
  { additionalProperties: false },
);
export type AirportOverlayBody = Static<typeof AirportOverlayBody>;

/** One imported row: the ICAO code and the operator fields it fills in. */
export const AirportImportBody = Type.Object({ icao: Type.String({ pattern: '^[A-Z]{4}$' }), ...overlayFields }, { additionalProperties: false });

const A = 'resources.airport';
const col = (key: string, kind: ColumnDecl['kind'] = 'text', more: Partial<ColumnDecl> = {}): ColumnDecl => ({ key, label: `${A}.${key}`, kind, ...more });
/** The airport lists' columns (domestic and foreign screens; the export writes the same, requirements D9). */
export const AIRPORT_COLUMNS: readonly ColumnDecl[] = [
  col('icao'),
  col('iata'),
  col('name'),
  col('cnName'),
  col('city'),
  col('countryCode'),
  col('nature', 'enum', { enumPrefix: 'resources.airportNature' }),
  col('isOpen', 'boolean'),
  col('hasCustoms', 'boolean'),
  col('fbo'),
  col('grade', 'enum', { enumPrefix: 'resources.airportGrade' }),
  col('position'),
  col('elevation'),
  col('runway'),
  col('timeZone'),
];
