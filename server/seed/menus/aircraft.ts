/** /aircraftManage (fleet resources): aircraft, certificates, status, faults, maintenance, machine supplies. */
import type { MenuSeed } from './types';
import { CONTROL, FINANCE, FLEET, OE, crud, detail, dir, only, page } from './helpers';

const FLEET_VIEW = [FLEET, OE, CONTROL] as const;

export const AIRCRAFT_MANAGE: MenuSeed = dir('aircraftManage', 'AircraftManage', '/aircraftManage', 'airplane', [
  crud('aircraft.list', 'Aircraft', 'aircraft', 'aircraft/AircraftList', FLEET_VIEW, 'aircraft', only([FLEET], 'enable', 'disable'), {
    editors: [FLEET],
  }),
  crud('aircraft.type', 'AircraftType', 'aircraftType', 'aircraft/AircraftTypeList', FLEET_VIEW, 'aircraftType', [], { editors: [FLEET] }),
  detail('aircraft.detail', 'AircraftDetail', 'aircraftDetail', 'aircraft/AircraftDetail', FLEET_VIEW),
  page('aircraft.statistics', 'AircraftStatistics', 'aircraftStatistics', 'aircraft/AircraftStatistics', [FLEET, OE, CONTROL, FINANCE], {
    perm: 'aircraftStatistics',
    buttons: ['export'],
  }),
  crud('aircraft.certificate', 'AircraftCertificate', 'aircraftCertificate', 'aircraft/CertificateList', [FLEET], 'aircraftCertificate', ['renew']),
  page('aircraft.statusBoard', 'AircraftStatusBoard', 'statusBoard', 'aircraft/StatusBoard', FLEET_VIEW, {
    perm: 'statusBoard',
    buttons: ['export'],
  }),
  crud('aircraft.fault', 'AircraftFault', 'faultMonitor', 'aircraft/FaultMonitor', FLEET_VIEW, 'fault', only([FLEET], 'confirm'), {
    editors: [FLEET],
  }),
  crud('aircraft.maintenanceConfirm', 'MaintenanceConfirm', 'maintenanceConfirm', 'aircraft/MaintenanceConfirm', [FLEET], 'maintenance', ['confirm']),
  page('aircraft.maintenanceStatus', 'MaintenanceStatus', 'maintenanceStatus', 'aircraft/MaintenanceStatus', FLEET_VIEW, {
    perm: 'maintenanceStatus',
    buttons: ['export'],
  }),
  crud('aircraft.machineSupplies', 'MachineSupplies', 'machineSupplies', 'aircraft/MachineSupplies', [FLEET], 'machineSupplies', ['refill', 'issue']),
  detail('aircraft.machineSuppliesHistory', 'MachineSuppliesHistory', 'machineSuppliesHistory', 'aircraft/MachineSuppliesHistory', [FLEET]),
]);
