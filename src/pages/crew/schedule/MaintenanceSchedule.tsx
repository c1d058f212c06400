/** The maintenance roster (`crew/schedule/MaintenanceSchedule`): the shared roster screen for crew type `maintenance`. */
import { RosterScreen } from '../../../ui/roster/RosterScreen';

export default function MaintenanceSchedule() {
  return <RosterScreen crewType="maintenance" />;
}
