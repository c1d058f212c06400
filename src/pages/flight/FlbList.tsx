import { FlbListView } from '../../ui/flb/FlbListView';

/** The flight log list (`flight/FlbList`, /flight/flb). */
export default function FlbList() {
  return <FlbListView />;
}
