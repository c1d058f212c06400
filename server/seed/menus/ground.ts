/** /groundManage: ground agents and their reference data, hotels. */
import type { MenuSeed } from './types';
import { CABIN, CREW, CS, FINANCE, GROUND, RUN, crud, detail, dir, only } from './helpers';

const AGENT_VIEW = [GROUND, RUN, FINANCE] as const;

export const GROUND_MANAGE: MenuSeed = dir('groundManage', 'GroundManage', '/groundManage', 'office', [
  crud('agent.list', 'Agent', 'agent', 'ground/agent/AgentList', AGENT_VIEW, 'agent', only([GROUND], 'enable', 'disable'), {
    editors: [GROUND],
  }),
  detail('agent.detail', 'AgentDetail', 'agentDetail', 'ground/agent/AgentDetail', AGENT_VIEW),
  crud('agent.level', 'AgentLevel', 'agentLevel', 'ground/agent/AgentLevel', [GROUND], 'agentLevel'),
  crud('agent.type', 'AgentType', 'agentType', 'ground/agent/AgentType', [GROUND], 'agentType'),
  crud('agent.serviceItem', 'AgentServiceItem', 'agentServiceItem', 'ground/agent/AgentServiceItem', [GROUND], 'agentServiceItem'),
  crud('agent.guarantee', 'AgencyGuarantee', 'agencyGuarantee', 'ground/agent/AgencyGuarantee', [GROUND, FINANCE], 'agencyGuarantee', [], {
    editors: [GROUND],
  }),
  crud('agent.transferAddress', 'TransferAddress', 'transferAddress', 'ground/agent/TransferAddress', [GROUND, RUN, CS], 'transferAddress', [], {
    editors: [GROUND],
  }),
  crud('hotel.list', 'Hotel', 'hotel', 'ground/HotelList', [GROUND, CREW, CS, CABIN], 'hotel', ['import'], { editors: [GROUND] }),
]);
