/**
 * The tabs of the aircraft detail page (`aircraft/AircraftDetail`), in order. Each area adds ONE
 * entry for its panel (certificates, faults, maintenance, supplies …); a panel receives the
 * aircraft as the page last read it, and `onChanged` when it saved the record itself.
 */
import type { ComponentType } from 'react';
import type { AircraftRow } from '../../api/resources';
import { AircraftDataPanel } from './AircraftDataPanel';
import { AircraftFilesPanel } from './AircraftFilesPanel';
import { AircraftStatisticsPanel } from './AircraftStatisticsPanel';

export interface AircraftTabProps {
  aircraft: AircraftRow;
  /** The panel saved the aircraft record: the page shows the saved row. */
  onChanged?: (row: AircraftRow) => void;
}

export interface AircraftTab {
  id: string;
  /** i18n key of the tab's title. */
  titleKey: string;
  Panel: ComponentType<AircraftTabProps>;
}

export const AIRCRAFT_TABS: readonly AircraftTab[] = [
  { id: 'data', titleKey: 'fleetRecord.tab.data', Panel: AircraftDataPanel },
  { id: 'statistics', titleKey: 'fleetRecord.tab.statistics', Panel: AircraftStatisticsPanel },
  // certificates — supplies' entry
  // faults — faults' entry
  // maintenance — faults' entry
  // supplies — supplies' entry
  { id: 'files', titleKey: 'fleetRecord.tab.files', Panel: AircraftFilesPanel },
];

/** The detail page of an aircraft (menu path of `aircraft.detail`). */
export const aircraftDetailPath = (id: string) => `/aircraftManage/aircraftDetail?id=${encodeURIComponent(id)}`;
