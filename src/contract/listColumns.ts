/**
 * The columns of the list screens, declared once (requirements D9): the browser list takes its
 * headers from these label keys and the server export writes the same headers in the caller's
 * language, so what the file shows is what the screen shows. Keys are the screens' column keys
 * (stored by the column chooser and sent by the export).
 */
import type { ColumnDecl } from './export';

const col = (key: string, label: string, kind: ColumnDecl['kind'] = 'text', more: Partial<ColumnDecl> = {}): ColumnDecl => ({ key, label, kind, ...more });

const A = 'resources.aircraft';
const R = 'fleetRecord.aircraft';
export const AIRCRAFT_COLUMNS: readonly ColumnDecl[] = [
  col('tailNo', `${A}.tailNo`),
  col('type', `${A}.type`),
  col('seatNum', `${A}.seatNum`, 'number'),
  col('baseIcao', `${A}.baseIcao`),
  col('locationIcao', `${A}.locationIcao`),
  col('fleetType', `${A}.fleetType`, 'enum', { enumPrefix: 'resources.fleetType' }),
  col('status', `${A}.status`, 'enum', { enumPrefix: 'resources.aircraftStatus' }),
  col('customer', `${A}.customer`),
  col('serialNo', `${A}.serialNo`),
  col('registryCountry', `${A}.registryCountry`),
  // enabled / disabled (labelled by the list and the export)
  col('enabled', `${A}.enabled`, 'enum'),
  col('sortNum', `${A}.sortNum`, 'number'),
  // the technical record (hidden until chosen in the column chooser): weights in kg, speed in km/h
  col('icao24', `${A}.icao24`),
  col('manufactureDate', `${A}.manufactureDate`, 'date'),
  col('registryDate', `${R}.registryDate`, 'date'),
  col('fuelUnit', `${R}.fuelUnit`),
  col('engineModel', `${R}.engineModel`),
  col('apuModel', `${R}.apuModel`),
  col('emptyWeightKg', `${A}.emptyWeightKg`, 'number'),
  col('maxTakeoffWeightKg', `${A}.maxTakeoffWeightKg`, 'number'),
  col('maxLandingWeightKg', `${A}.maxLandingWeightKg`, 'number'),
  col('maxPayloadKg', `${A}.maxPayloadKg`, 'number'),
  col('cruiseSpeedKmh', `${A}.cruiseSpeedKmh`, 'number'),
  col('capacityLimited', `${R}.capacityLimited`, 'boolean'),
  col('limitLegNum', `${R}.limitLegNum`, 'number'),
];
/** The aircraft columns shown until the user chooses: the technical record is left to the column chooser. */
export const AIRCRAFT_TECHNICAL_COLUMNS: readonly string[] = AIRCRAFT_COLUMNS.slice(AIRCRAFT_COLUMNS.findIndex((c) => c.key === 'icao24')).map((c) => c.key);

const C = 'resources.customer';
export const CUSTOMER_COLUMNS: readonly ColumnDecl[] = [
  col('serialNumber', `${C}.serialNumber`),
  col('simpleCode', `${C}.simpleCode`),
  col('name', `${C}.name`),
  col('type', `${C}.type`, 'enum', { enumPrefix: 'resources.customerType' }),
  col('personName', `${C}.personName`),
  col('manager', `${C}.manager`),
  col('linkman', `${C}.linkman`),
  col('linkTel', `${C}.linkTel`),
  col('email', `${C}.email`),
  col('billMoneyUnit', `${C}.billMoneyUnit`),
];

const W = 'resources.crew';
export const CREW_COLUMNS: readonly ColumnDecl[] = [
  col('workNo', `${W}.workNo`),
  col('cnName', `${W}.cnName`),
  col('enName', `${W}.enName`),
  col('crewType', `${W}.crewType`, 'enum', { enumPrefix: 'resources.crewType' }),
  col('position', `${W}.position`, 'enum', { enumPrefix: 'resources.crewPosition' }),
  col('baseIcao', `${W}.baseIcao`),
  col('nationality', `${W}.nationality`),
  col('qualified', `${W}.qualifiedTypes`),
  col('status', `${W}.status`, 'enum', { enumPrefix: 'resources.crewStatus' }),
  col('department', `${W}.department`),
  col('phone', `${W}.phone`),
  // the worst status today of the crew member's dated records, and the earliest due date among them
  col('documentStatus', 'crewRecordServer.col.documentStatus', 'enum', { enumPrefix: 'crewRecord.status' }),
  col('nextDueDate', 'crewRecordServer.col.nextDueDate', 'date'),
];

export const TRIP_COLUMNS: readonly ColumnDecl[] = [
  col('tripNumber', 'tripScreens.list.tripNumber'),
  col('customer', 'tripScreens.list.customer'),
  col('status', 'tripScreens.list.status', 'enum'),
  col('legs', 'tripScreens.list.legCount', 'number'),
  col('firstDeparture', 'tripScreens.list.firstDeparture', 'datetime'),
  col('lastArrival', 'tripScreens.list.lastArrival', 'datetime'),
  col('createTime', 'tripScreens.list.createTime', 'datetime', { utcInLocal: true }),
];

export const LEG_COLUMNS: readonly ColumnDecl[] = [
  col('tripNumber', 'tripScreens.list.tripNumber'),
  col('legNumber', 'tripScreens.leg.legNumber', 'number'),
  col('flightNo', 'tripScreens.leg.flightNo'),
  col('route', 'tripScreens.leg.route'),
  col('plannedDeparture', 'tripScreens.leg.plannedDeparture', 'datetime'),
  col('plannedArrival', 'tripScreens.leg.plannedArrival', 'datetime'),
  col('ete', 'tripScreens.leg.ete'),
  col('legState', 'tripScreens.leg.state', 'enum'),
];

/** The declaration of `key` (throws for a key the list does not declare: a programming error). */
export function columnDecl(columns: readonly ColumnDecl[], key: string): ColumnDecl {
  const d = columns.find((c) => c.key === key);
  if (!d) throw new Error(`no column ${key}`);
  return d;
}
