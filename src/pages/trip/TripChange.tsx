import { TripEditor } from './form/TripEditor';

/** Trip change (`trip/TripChange?id=`): after receipt — the same editor, each change confirmed as its own command. */
export default function TripChange() {
  return <TripEditor mode="change" />;
}
