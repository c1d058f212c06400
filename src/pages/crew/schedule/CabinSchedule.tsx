/** The cabin roster (`crew/schedule/CabinSchedule`): the shared roster screen for crew type `cabin`. */
import { RosterScreen } from '../../../ui/roster/RosterScreen';

export default function CabinSchedule() {
  return <RosterScreen crewType="cabin" />;
}
