import { TripEditor } from './form/TripEditor';

/** Trip edit (`trip/TripEdit?id=`): before submission — header and legs (add, insert, edit, cancel). */
export default function TripEdit() {
  return <TripEditor mode="edit" />;
}
