/**
 * The aircraft record's form, in sections: identity, operation, engines and APU, weights, dimensions,
 * performance. Figures are stored metric and shown in the user's unit system (src/domain/fleet/units).
 * The aircraft list's edit dialog and the detail page's data tab share it.
 */
import type { TFunction } from 'i18next';
import { aircraftOperationErrors, FUEL_UNITS, NOISE_LEVELS } from '../../domain/fleet/aircraftRules';
import { toShown, toStored, unitLabel, unitScale, type Quantity, type UnitSystem } from '../../domain/fleet/units';
import type { FieldErrors } from '../../domain/validation';
import { AIRCRAFT_STATUSES, FLEET_TYPES } from '../../api/resources';
import { CODE_RULES, type FieldSpec, type FormValues, type OptionSpec } from '../resource/formModel';
import { enumOptions } from '../resource/labels';

const L = 'resources.aircraft';
const F = 'fleetRecord.aircraft';
const S = 'fleetRecord.section';

/** A figure stored metric, shown and entered in the system's unit (`max` is the stored bound). */
function quantity(name: string, q: Quantity, system: UnitSystem, max: number, section?: string): FieldSpec {
  const scale = unitScale(q, system);
  const spec: FieldSpec = {
    name,
    label: `${F}.${name}`,
    kind: scale > 0 ? 'decimal' : 'integer',
    scale,
    min: scale > 0 ? 10 ** -scale : 1,
    max: Math.floor(toShown(q, max, system)),
    unit: unitLabel(q, system),
    section,
  };
  return system === 'metric' ? spec : { ...spec, convert: { toShown: (v) => toShown(q, v, system), toStored: (v) => toStored(q, v, system) } };
}

export interface AircraftFormChoices {
  types: readonly OptionSpec[];
  customers: readonly OptionSpec[];
}

/** The fields of the aircraft form in the user's unit system. */
export function aircraftFormFields(t: TFunction, choices: AircraftFormChoices, system: UnitSystem): FieldSpec[] {
  const text = (name: string, maxLength = 50): FieldSpec => ({ name, label: `${F}.${name}`, kind: 'text', maxLength });
  return [
    { name: 'tailNo', label: `${L}.tailNo`, kind: 'text', required: true, upperCase: true, maxLength: 12, rule: CODE_RULES.tailNo, section: `${S}.identity` },
    { name: 'typeId', label: `${L}.type`, kind: 'select', required: true, options: choices.types },
    { name: 'serialNo', label: `${L}.serialNo`, kind: 'text', maxLength: 50 },
    { name: 'seatNum', label: `${L}.seatNum`, kind: 'integer', min: 0, max: 999 },
    { name: 'fuelUnit', label: `${F}.fuelUnit`, kind: 'select', required: true, notNull: true, options: FUEL_UNITS.map((u) => ({ value: u, label: u })), initial: 'kg' },
    { name: 'baseIcao', label: `${L}.baseIcao`, kind: 'text', upperCase: true, maxLength: 4, rule: CODE_RULES.icao },
    { name: 'locationIcao', label: `${L}.locationIcao`, kind: 'text', upperCase: true, maxLength: 4, rule: CODE_RULES.icao },
    { name: 'registryCountry', label: `${L}.registryCountry`, kind: 'text', upperCase: true, maxLength: 2, rule: CODE_RULES.country },
    { name: 'registryDate', label: `${F}.registryDate`, kind: 'date' },
    { name: 'manufactureDate', label: `${L}.manufactureDate`, kind: 'date' },
    { name: 'calendarColor', label: `${L}.calendarColor`, kind: 'text', maxLength: 7, rule: CODE_RULES.color },
    { name: 'sortNum', label: `${L}.sortNum`, kind: 'integer', notNull: true, min: 0, max: 99999, initial: '0' },
    { name: 'icao24', label: `${L}.icao24`, kind: 'text', maxLength: 6, rule: CODE_RULES.icao24 },

    { name: 'fleetType', label: `${L}.fleetType`, kind: 'select', required: true, notNull: true, options: enumOptions(t, 'resources.fleetType', FLEET_TYPES), initial: 'own', section: `${S}.operation` },
    { name: 'customerId', label: `${L}.customer`, kind: 'select', options: choices.customers, helper: `${L}.customerHelper` },
    { name: 'limitLegNum', label: `${F}.limitLegNum`, kind: 'integer', min: 1, max: 99, helper: `${F}.limitLegNumHelper` },
    { name: 'capacityLimited', label: `${F}.capacityLimited`, kind: 'boolean', notNull: true },
    { name: 'capacityLimitReason', label: `${F}.capacityLimitReason`, kind: 'textarea', maxLength: 200, wide: true },

    { ...text('engineModel'), section: `${S}.engines` },
    text('engineLeftSerialNo'),
    { ...text('engineMiddleSerialNo'), helper: `${F}.engineMiddleHelper` },
    text('engineRightSerialNo'),
    text('apuModel'),
    text('apuSerialNo'),

    quantity('emptyWeightKg', 'mass', system, 1_000_000, `${S}.weights`),
    quantity('maxTakeoffWeightKg', 'mass', system, 1_000_000),
    quantity('maxLandingWeightKg', 'mass', system, 1_000_000),
    quantity('maxZeroFuelWeightKg', 'mass', system, 1_000_000),
    quantity('maxPayloadKg', 'mass', system, 1_000_000),

    quantity('cabinLengthM', 'length', system, 999.99, `${S}.dimensions`),
    quantity('cabinWidthM', 'length', system, 999.99),
    quantity('cabinHeightM', 'length', system, 999.99),
    quantity('lengthM', 'length', system, 999.99),
    quantity('wingspanM', 'length', system, 999.99),
    quantity('heightM', 'length', system, 999.99),

    { name: 'noiseLevel', label: `${F}.noiseLevel`, kind: 'select', options: NOISE_LEVELS.map((n) => ({ value: n, label: String(n) })), section: `${S}.performance` },
    quantity('cruiseSpeedKmh', 'speed', system, 5000),
    quantity('cruiseHeightM', 'height', system, 25_000),
  ];
}

/** The operation rules across fields, on the form's values (the server checks the same). */
export function aircraftFormCheck(values: FormValues): FieldErrors<string> {
  const valueOf = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  const legs = valueOf('limitLegNum');
  return aircraftOperationErrors({
    fleetType: valueOf('fleetType') || 'own',
    capacityLimited: values.capacityLimited === true,
    capacityLimitReason: valueOf('capacityLimitReason') || null,
    limitLegNum: legs === '' ? null : Number(legs),
  });
}

/** Aircraft status → tag colour: airworthy green, scheduled maintenance blue, MEL orange, AOG red. */
export const AIRCRAFT_STATUS_INTENT: Record<string, 'none' | 'primary' | 'success' | 'warning' | 'danger'> = { airworthy: 'success', maintenance: 'primary', mel: 'warning', aog: 'danger' };
