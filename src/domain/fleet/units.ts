/**
 * Units of the aircraft record. Figures are stored metric (kg, km/h, m); each user chooses metric
 * or imperial display and entry (theme setting `unitSystem`, stored per user in the browser like
 * the time type). One quantity → one stored unit and one unit per system; conversions round to the
 * precision the stored column and the form keep.
 */
import { FT_PER_M, KMH_PER_KT } from '../track/units';

export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'metric';

/** Weights, speeds, dimensions (two decimals) and heights (cruise altitude, whole units). */
export const QUANTITIES = ['mass', 'speed', 'length', 'height'] as const;
export type Quantity = (typeof QUANTITIES)[number];

export const KG_PER_LB = 0.453_592_37;

interface QuantityDef {
  /** Unit labels (the same in every language). */
  metric: string;
  imperial: string;
  /** Imperial units per stored metric unit. */
  factor: number;
  /** Decimals kept: stored (metric) and shown in imperial. */
  storedScale: number;
  imperialScale: number;
}

const DEFS: Record<Quantity, QuantityDef> = {
  mass: { metric: 'kg', imperial: 'lb', factor: 1 / KG_PER_LB, storedScale: 0, imperialScale: 0 },
  speed: { metric: 'km/h', imperial: 'kt', factor: 1 / KMH_PER_KT, storedScale: 0, imperialScale: 0 },
  length: { metric: 'm', imperial: 'ft', factor: FT_PER_M, storedScale: 2, imperialScale: 1 },
  height: { metric: 'm', imperial: 'ft', factor: FT_PER_M, storedScale: 0, imperialScale: 0 },
};

export function roundTo(value: number, scale: number): number {
  const f = 10 ** scale;
  return Math.round(value * f) / f;
}

/** The label of the quantity's unit in the system ('kg', 'lb', 'km/h', 'kt', 'm', 'ft'). */
export const unitLabel = (q: Quantity, system: UnitSystem): string => DEFS[q][system];

/** Decimals shown and entered in the system. */
export const unitScale = (q: Quantity, system: UnitSystem): number => (system === 'metric' ? DEFS[q].storedScale : DEFS[q].imperialScale);

/** A stored (metric) figure in the system's unit, rounded to the shown decimals. */
export function toShown(q: Quantity, stored: number, system: UnitSystem): number {
  const d = DEFS[q];
  return system === 'metric' ? roundTo(stored, d.storedScale) : roundTo(stored * d.factor, d.imperialScale);
}

/** An entered figure in the system's unit as stored (metric), rounded to the stored decimals. */
export function toStored(q: Quantity, shown: number, system: UnitSystem): number {
  const d = DEFS[q];
  return roundTo(system === 'metric' ? shown : shown / d.factor, d.storedScale);
}

/** '22,000 kg' / '48,502 lb'; '—' for none. */
export function formatQuantity(q: Quantity, stored: number | null | undefined, system: UnitSystem): string {
  if (stored === null || stored === undefined || !Number.isFinite(stored)) return '—';
  const scale = unitScale(q, system);
  const n = toShown(q, stored, system).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: scale });
  return `${n} ${unitLabel(q, system)}`;
}
