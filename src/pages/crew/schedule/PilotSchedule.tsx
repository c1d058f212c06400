/** The pilot roster (`crew/schedule/PilotSchedule`): the shared roster screen for crew type `pilot`. */
import { RosterScreen } from '../../../ui/roster/RosterScreen';

export default function PilotSchedule() {
  return <RosterScreen crewType="pilot" />;
}
