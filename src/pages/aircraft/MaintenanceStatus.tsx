import { MaintenanceStatusTable } from '../../ui/fleet/MaintenanceStatusTable';

/** Maintenance status (`aircraft/MaintenanceStatus`): per aircraft the last inspection, the next one due, days left, overdue. */
export default function MaintenanceStatus() {
  return <MaintenanceStatusTable screen="maintenanceStatus" />;
}
