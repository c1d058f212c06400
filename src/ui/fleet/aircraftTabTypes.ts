import type { ComponentType } from 'react';
import type { AircraftRow } from '../../api/resources';

/** What a tab panel of the aircraft detail page receives (src/ui/fleet/aircraftTabs.tsx). */
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

/** The detail page of an aircraft (menu path of `aircraft.detail`). */
export const aircraftDetailPath = (id: string) => `/aircraftManage/aircraftDetail?id=${encodeURIComponent(id)}`;
