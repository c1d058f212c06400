import { REFERENCE_STATUSES } from '../../domain/reference';
import { declareResource } from './types';

/** Agent levels (requirements D3 "Agent reference data"): the grades ground agents are rated in. */
export const agentLevelDecl = declareResource({
  name: 'agentLevel',
  table: 'agent_levels',
  path: '/base/v1/agentLevels',
  area: 'agentLevel',
  component: 'ground/agent/AgentLevel',
  noun: 'agent level',
  tag: 'base: agent levels',
  fields: {
    simpleCode: { kind: 'text', maxLength: 20, pattern: { source: '^[A-Za-z0-9][A-Za-z0-9-]{0,19}$', example: 'A1' }, required: true, search: 'startsWith' },
    name: { kind: 'text', maxLength: 50, required: true, search: 'like' },
    nameEn: { kind: 'text', maxLength: 100, search: 'like' },
    status: { kind: 'enum', values: REFERENCE_STATUSES, labels: 'declared.status', default: 'enabled', search: 'eq' },
  },
  title: 'name',
  defaultSort: { field: 'simpleCode', direction: 'asc' },
  unique: [{ fields: ['simpleCode'], message: 'agentLevel.unique.simpleCode' }],
});
