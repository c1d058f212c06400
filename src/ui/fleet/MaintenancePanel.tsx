import { MaintenanceStatusTable } from './MaintenanceStatusTable';
import { PlanList } from './PlanList';

/** An aircraft's maintenance (its detail tab): its status row, then its plan items with their commands. */
export function MaintenancePanel({ aircraft }: { aircraft: { id: string; tailNo: string } }) {
  return (
    <>
      <MaintenanceStatusTable aircraftId={aircraft.id} screen="aircraftMaintenanceStatus" />
      <PlanList aircraft={[{ value: aircraft.id, label: aircraft.tailNo }]} fixedAircraftId={aircraft.id} screen="aircraftMaintenance" />
    </>
  );
}
export default MaintenancePanel;
