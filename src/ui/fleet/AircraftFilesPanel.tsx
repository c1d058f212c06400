import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import type { AircraftTabProps } from './aircraftTabTypes';

/** The aircraft's files (record type 'aircraft'). */
export function AircraftFilesPanel({ aircraft }: AircraftTabProps) {
  return <AttachmentsPanel recordType="aircraft" recordId={aircraft.id} />;
}
