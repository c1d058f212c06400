import { PlanList } from '../../ui/fleet/PlanList';
import { useAircraftChoices } from '../../ui/fleet/useAircraftChoices';

/** Maintenance confirmation (`aircraft/MaintenanceConfirm`): the inspection plan items; confirm done, add, edit, cancel. */
export default function MaintenanceConfirm() {
  const aircraft = useAircraftChoices();
  return <PlanList aircraft={aircraft} screen="maintenancePlans" />;
}
