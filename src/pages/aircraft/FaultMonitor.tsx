import { FaultList } from '../../ui/fleet/FaultList';
import { useAircraftChoices } from '../../ui/fleet/useAircraftChoices';

/** The fault monitor (`aircraft/FaultMonitor`): MEL items, AOG and maintenance faults of the fleet, live. */
export default function FaultMonitor() {
  const aircraft = useAircraftChoices();
  return <FaultList aircraft={aircraft} screen="faultMonitor" />;
}
