/**
 * A flight-duty regulation as data (requirements D3 "Regulation"): the tables and rules the
 * engine computes every limit from. Built-in presets (presets.ts) come from the reference tables
 * with their sources; an operator copies a preset and may only tighten it (policy.ts).
 * Durations are minutes; times of day are local 'HH:MM' at the regulation's reference time.
 */
import type { Band, SectorColumn } from './clock';

export const PRESET_KEYS = ['CCAR-121', 'EASA-ORO-FTL', 'FAA-117', 'FAA-135'] as const;
export type PresetKey = (typeof PRESET_KEYS)[number];
export type RestFacilityClass = 1 | 2 | 3;
export type CrewPilots = 2 | 3 | 4;

/** A table of maximum FDP by report-time band (rows) and sector count (columns); null = not allowed. */
export interface FdpTable {
  readonly citation: string;
  readonly bands: readonly Band[];
  readonly columns: readonly SectorColumn[];
  readonly minutes: readonly (readonly (number | null)[])[];
  /** Sectors past the last column: the last column applies, or the combination is not allowed. */
  readonly beyondLastColumn: 'lastColumn' | 'notAllowed';
}

/** Maximum FDP not depending on report time, by sector column (EASA Table 3 and 4). */
export interface SectorTable {
  readonly citation: string;
  readonly columns: readonly SectorColumn[];
  readonly minutes: readonly (number | null)[];
  readonly beyondLastColumn: 'lastColumn' | 'notAllowed';
}

/** Augmented crews with in-flight rest: by rest facility class and pilots, optionally by report band. */
export interface AugmentedFdp {
  readonly citation: string;
  /** Absent: independent of report time (one value per class and crew). */
  readonly bands?: readonly Band[];
  /** class → pilots (3, 4) → minutes, one per band when `bands` is set. */
  readonly minutes: Readonly<Record<RestFacilityClass, Readonly<Record<3 | 4, readonly number[]>>>>;
  /** More sectors are not allowed with in-flight rest (EASA 3, FAA 3); absent: no cap found in the rule. */
  readonly maxSectors?: number;
  /** EASA CS FTL.1.205(c)(1)(iii): +60 min with one sector over 9 h of flight and at most 2 sectors. */
  readonly longSectorBonus?: { readonly minutes: number; readonly longestSectorOverMinutes: number; readonly maxSectors: number; readonly citation: string };
}

export interface FdpRules {
  /** Two pilots, acclimatised (or at the time where last acclimatised). */
  readonly basic: FdpTable | { readonly citation: string; readonly fixedMinutes: number };
  /** Unknown acclimatisation (EASA Table 3), and with the operator's FRM (Table 4). */
  readonly unknown?: SectorTable;
  readonly unknownWithFrm?: SectorTable;
  /** Minutes taken off when the crew is not acclimatised (FAA 117.13(b), 117.17(b)). */
  readonly notAcclimatisedReduction?: { readonly minutes: number; readonly citation: string };
  readonly augmented?: AugmentedFdp;
  /** A planned extension: its own table (EASA CS FTL.1.205(b)) or a fixed addition (CCAR 121.485(c), FAA 117.19). */
  readonly extension?: { readonly table: FdpTable } | { readonly addMinutes: number; readonly citation: string };
}

/** Maximum flight time in a duty period by report band (two pilots) and for augmented crews. */
export interface FlightTimeRules {
  readonly citation: string;
  readonly bands: readonly Band[];
  readonly minutes: readonly number[];
  readonly augmented?: Readonly<Partial<Record<3 | 4, number>>>;
}

/** A cumulative window: rolling days or hours, or calendar month / quarter / year. */
export type CumulativeWindow =
  | { readonly kind: 'rollingDays'; readonly days: number }
  | { readonly kind: 'rollingHours'; readonly hours: number }
  | { readonly kind: 'calendarMonth' }
  | { readonly kind: 'calendarQuarter'; readonly count?: number }
  | { readonly kind: 'calendarYear' }
  | { readonly kind: 'calendarMonths'; readonly count: number };

export interface CumulativeLimit {
  readonly measure: 'flightTime' | 'fdp' | 'duty';
  readonly window: CumulativeWindow;
  readonly limitMinutes: number;
  readonly citation: string;
}

export interface RestRules {
  readonly minBeforeFdpMinutes: number;
  readonly citation: string;
  /** EASA: at least as long as the preceding duty period. */
  readonly atLeastPrecedingDuty?: boolean;
  /** Home base minimum where it differs (EASA 12 h). */
  readonly minAtHomeBaseMinutes?: number;
  /** Consecutive rest required in a rolling window (CCAR 48 h in 144 h, FAA 30 h in 168 h, EASA 36 h within 168 h). */
  readonly periodic?: { readonly minConsecutiveMinutes: number; readonly windowMinutes: number; readonly citation: string };
}

/**
 * How the reference time of a duty is found (the time zone the crew is acclimatised to).
 * `local`: the departure's local time always (the regulation defines no acclimatisation).
 * `table`: EASA ORO.FTL.105(1) Table 1 — by the time difference to the reference and the time since
 * reporting there: B (still the reference), D (acclimatised where the duty starts), X (unknown).
 * `theater`: FAA 117.3 — acclimated to a new theater after `inTheaterMinutes` there or a rest of
 * `restMinutes`; until then the last theater's time, not acclimated.
 * Within `toleranceMinutes` of the reference the crew is acclimatised to local time.
 */
export type Acclimatisation =
  | { readonly kind: 'local'; readonly citation: string }
  | {
      readonly kind: 'table';
      readonly citation: string;
      readonly toleranceMinutes: number;
      /** Rows: time difference up to (inclusive) these minutes. */
      readonly rowsUpToMinutes: readonly number[];
      /** Columns: time since reporting at the reference from these minutes. */
      readonly columnsFromMinutes: readonly number[];
      readonly values: readonly (readonly ('B' | 'D' | 'X')[])[];
    }
  | { readonly kind: 'theater'; readonly citation: string; readonly toleranceMinutes: number; readonly inTheaterMinutes: number; readonly restMinutes: number };

export interface Regulation {
  /** A preset's key, or the operator's own id. */
  readonly key: string;
  readonly name: string;
  readonly jurisdiction: string;
  /** For an operator's copy: the preset it tightens. */
  readonly basedOn?: PresetKey;
  /** Window of circadian low, local 'HH:MM'–'HH:MM'. */
  readonly wocl: Band & { readonly citation: string; readonly confidence: string };
  readonly preparationMinutes: number;
  readonly finishingMinutes: number;
  readonly acclimatisation: Acclimatisation;
  readonly fdp: FdpRules;
  readonly flightTime?: FlightTimeRules;
  /** A daily flight-time cap in any 24 consecutive hours (FAA 135.267(b)). */
  readonly flightTimeIn24h?: { readonly minutes: Readonly<Record<1 | 2, number>>; readonly citation: string };
  readonly rest: RestRules;
  readonly cumulative: readonly CumulativeLimit[];
  /** Positioning counts as FDP but not as a sector (all four). */
  readonly positioningCountsAsSector: boolean;
  /** Share of a limit from which a verdict is a warning (requirements D9: 80 %). */
  readonly warningRatio: number;
  /** Operator policy: hours before a limit at which to alert (spec "timeout and alert hours"). */
  readonly alertMinutes?: number;
  readonly sources: readonly string[];
}
