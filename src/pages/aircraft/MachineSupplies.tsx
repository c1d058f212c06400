import { ResourceList } from '../../ui/resource/ResourceList';
import { useSupplyConfig } from '../../ui/fleet/suppliesConfig';

/** Machine supplies (`aircraft/MachineSupplies`): items per aircraft with stock, low-stock tag, refill, issue and history. */
export default function MachineSupplies() {
  return <ResourceList config={useSupplyConfig()} />;
}
