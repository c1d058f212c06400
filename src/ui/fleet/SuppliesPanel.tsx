import { ResourceList } from '../resource/ResourceList';
import { useSupplyConfig } from './suppliesConfig';

/** One aircraft's machine supplies (a tab of the aircraft detail), with refill, issue and history. */
export function SuppliesPanel({ aircraftId }: { aircraftId: string }) {
  return <ResourceList config={useSupplyConfig(aircraftId)} />;
}

export default SuppliesPanel;
