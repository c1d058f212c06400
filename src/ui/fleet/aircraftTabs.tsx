/**
 * The tabs of the aircraft detail page (`aircraft/AircraftDetail`), in order. Each area adds ONE
 * entry for its panel (certificates, faults, maintenance, supplies …); a panel receives the
 * aircraft as the page last read it, and `onChanged` when it saved the record itself. Panels take
 * their props type from ./aircraftTabTypes (importing this file from a panel would be a cycle).
 */
import { AircraftDataPanel } from './AircraftDataPanel';
import { AircraftFilesPanel } from './AircraftFilesPanel';
import { AircraftStatisticsPanel } from './AircraftStatisticsPanel';
import type { AircraftTab, AircraftTabProps } from './aircraftTabTypes';
import { CertificatesPanel } from './CertificatesPanel';
import { FaultsPanel } from './FaultsPanel';
import { MaintenancePanel } from './MaintenancePanel';
import { StatusHistoryPanel } from './StatusHistoryPanel';
import { SuppliesPanel } from './SuppliesPanel';

export type { AircraftTab, AircraftTabProps } from './aircraftTabTypes';
export { aircraftDetailPath } from './aircraftTabTypes';

export const AIRCRAFT_TABS: readonly AircraftTab[] = [
  { id: 'data', titleKey: 'fleetRecord.tab.data', Panel: AircraftDataPanel },
  { id: 'statistics', titleKey: 'fleetRecord.tab.statistics', Panel: AircraftStatisticsPanel },
  { id: 'certificates', titleKey: 'fleetCertificate.panel.title', Panel: ({ aircraft }: AircraftTabProps) => <CertificatesPanel aircraftId={aircraft.id} /> },
  { id: 'faults', titleKey: 'fleetRecord.tab.faults', Panel: FaultsPanel },
  { id: 'maintenance', titleKey: 'fleetRecord.tab.maintenance', Panel: MaintenancePanel },
  { id: 'statusHistory', titleKey: 'fleetRecord.tab.statusHistory', Panel: StatusHistoryPanel },
  { id: 'supplies', titleKey: 'machineSupplies.panel.title', Panel: ({ aircraft }: AircraftTabProps) => <SuppliesPanel aircraftId={aircraft.id} /> },
  { id: 'files', titleKey: 'fleetRecord.tab.files', Panel: AircraftFilesPanel },
];
