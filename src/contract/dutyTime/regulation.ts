/**
 * A flight-duty regulation on the wire: the whole of src/domain/dutyTime/regulation.ts as a TypeBox
 * schema (the detail answers it, create and update send it back). The domain's `Regulation` stays
 * the engine's type; `_sameRegulation` below fails to compile if the two drift apart. Numbers are
 * plain numbers: the service checks each against the preset (policy.ts), not the schema.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { PRESET_KEYS, type PresetKey, type Regulation } from '../../domain/dutyTime/regulation';
import type { Same, Mutable } from './same';

const Num = Type.Number();
const Str = Type.String({ maxLength: 1000 });
const Citation = Type.String({ maxLength: 1000 });
const Lit = <T extends string>(v: T) => Type.Literal(v);
const Arr = <T extends TSchema>(t: T) => Type.Array(t, { maxItems: 200 });
const Obj = <P extends Record<string, TSchema>>(p: P) => Type.Object(p, { additionalProperties: false });

/** A preset's key (an enum of strings in the document). */
export const PresetKeySchema = Type.Unsafe<PresetKey>({ type: 'string', enum: [...PRESET_KEYS] });

const Band = Obj({ from: Type.String({ maxLength: 5 }), to: Type.String({ maxLength: 5 }) });
const SectorColumn = Obj({ min: Num, max: Num });
const Beyond = Type.Union([Lit('lastColumn'), Lit('notAllowed')]);

const FdpTable = Obj({
  citation: Citation,
  bands: Arr(Band),
  columns: Arr(SectorColumn),
  minutes: Arr(Arr(Type.Union([Num, Type.Null()]))),
  beyondLastColumn: Beyond,
});
const SectorTable = Obj({ citation: Citation, columns: Arr(SectorColumn), minutes: Arr(Type.Union([Num, Type.Null()])), beyondLastColumn: Beyond });
const ByPilots = Obj({ 3: Arr(Num), 4: Arr(Num) });

const AugmentedFdp = Obj({
  citation: Citation,
  bands: Type.Optional(Arr(Band)),
  minutes: Obj({ 1: ByPilots, 2: ByPilots, 3: ByPilots }),
  maxSectors: Type.Optional(Num),
  longSectorBonus: Type.Optional(Obj({ minutes: Num, longestSectorOverMinutes: Num, maxSectors: Num, citation: Citation })),
});

const FdpRules = Obj({
  basic: Type.Union([FdpTable, Obj({ citation: Citation, fixedMinutes: Num })]),
  unknown: Type.Optional(SectorTable),
  unknownWithFrm: Type.Optional(SectorTable),
  notAcclimatisedReduction: Type.Optional(Obj({ minutes: Num, citation: Citation })),
  augmented: Type.Optional(AugmentedFdp),
  extension: Type.Optional(Type.Union([Obj({ table: FdpTable }), Obj({ addMinutes: Num, citation: Citation })])),
});

const FlightTimeRules = Obj({
  citation: Citation,
  bands: Arr(Band),
  minutes: Arr(Num),
  augmented: Type.Optional(Obj({ 3: Type.Optional(Num), 4: Type.Optional(Num) })),
});

const CumulativeWindow = Type.Union([
  Obj({ kind: Lit('rollingDays'), days: Num }),
  Obj({ kind: Lit('rollingHours'), hours: Num }),
  Obj({ kind: Lit('calendarMonth') }),
  Obj({ kind: Lit('calendarQuarter'), count: Type.Optional(Num) }),
  Obj({ kind: Lit('calendarYear') }),
  Obj({ kind: Lit('calendarMonths'), count: Num }),
]);
const CumulativeLimit = Obj({
  measure: Type.Union([Lit('flightTime'), Lit('fdp'), Lit('duty')]),
  window: CumulativeWindow,
  limitMinutes: Num,
  citation: Citation,
});

const RestRules = Obj({
  minBeforeFdpMinutes: Num,
  citation: Citation,
  atLeastPrecedingDuty: Type.Optional(Type.Boolean()),
  minAtHomeBaseMinutes: Type.Optional(Num),
  periodic: Type.Optional(Obj({ minConsecutiveMinutes: Num, windowMinutes: Num, citation: Citation })),
});

const BDX = Type.Union([Lit('B'), Lit('D'), Lit('X')]);
const Acclimatisation = Type.Union([
  Obj({ kind: Lit('local'), citation: Citation }),
  Obj({ kind: Lit('table'), citation: Citation, toleranceMinutes: Num, rowsUpToMinutes: Arr(Num), columnsFromMinutes: Arr(Num), values: Arr(Arr(BDX)) }),
  Obj({ kind: Lit('theater'), citation: Citation, toleranceMinutes: Num, inTheaterMinutes: Num, restMinutes: Num }),
]);

const RegulationObject = Obj({
  key: Type.String({ maxLength: 100 }),
  name: Type.String({ maxLength: 100 }),
  jurisdiction: Type.String({ maxLength: 200 }),
  basedOn: Type.Optional(PresetKeySchema),
  wocl: Obj({ from: Type.String({ maxLength: 5 }), to: Type.String({ maxLength: 5 }), citation: Citation, confidence: Str }),
  preparationMinutes: Type.Number({ minimum: 0, maximum: 600 }),
  finishingMinutes: Type.Number({ minimum: 0, maximum: 600 }),
  acclimatisation: Acclimatisation,
  fdp: FdpRules,
  flightTime: Type.Optional(FlightTimeRules),
  flightTimeIn24h: Type.Optional(Obj({ minutes: Obj({ 1: Num, 2: Num }), citation: Citation })),
  rest: RestRules,
  cumulative: Type.Array(CumulativeLimit, { maxItems: 20 }),
  positioningCountsAsSector: Type.Boolean(),
  warningRatio: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
  alertMinutes: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
  sources: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 20 }),
});

// the schema spells out the domain's type: this fails to compile if either changes alone
const _sameRegulation: Same<Static<typeof RegulationObject>, Mutable<Regulation>> = true;
void _sameRegulation;

/** The whole regulation (requirements D3 "Regulation"), typed as the engine's `Regulation`. */
export const RegulationSchema = Type.Unsafe<Regulation>(RegulationObject);
