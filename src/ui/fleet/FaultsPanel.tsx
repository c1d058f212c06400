import { FaultList } from './FaultList';

/** An aircraft's faults (its detail tab): the fault list fixed on the aircraft, with its commands. */
export function FaultsPanel({ aircraft }: { aircraft: { id: string; tailNo: string } }) {
  return <FaultList aircraft={[{ value: aircraft.id, label: aircraft.tailNo }]} fixedAircraftId={aircraft.id} screen="aircraftFaults" />;
}
export default FaultsPanel;
