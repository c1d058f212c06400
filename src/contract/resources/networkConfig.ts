import { REFERENCE_STATUSES } from '../../domain/reference';
import { declareResource } from './types';

/**
 * Where the app reaches its side services (docs/decisions.md "Network settings"): per company, one
 * row per service type — `filePreview` (the document preview server), `websocket` (the realtime
 * channel) and `mapAssets` (map tiles, styles and glyphs). `startIp` is the address used first,
 * `endIp` a standby tried when the first does not answer; each is an IPv4 address (optionally with a
 * port) or an http(s) / ws(s) URL. Only enabled rows count; enable and disable are also row commands.
 */
export const NETWORK_SYSTEM_TYPES = ['filePreview', 'websocket', 'mapAssets'] as const;
export type NetworkSystemType = (typeof NETWORK_SYSTEM_TYPES)[number];

const OCTET = '(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])';
/** An IPv4 address with an optional port, or an http(s) / ws(s) URL with a host. */
export const NETWORK_ADDRESS_PATTERN = `^(${OCTET}(\\.${OCTET}){3}(:[0-9]{1,5})?|(https?|wss?)://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\\s]*)?)$`;

export const networkConfigDecl = declareResource({
  name: 'networkConfig',
  table: 'network_configs',
  path: '/system/v1/networkConfigs',
  area: 'networkConfig',
  component: 'system/NetworkConfig',
  noun: 'network setting',
  tag: 'system: network settings',
  fields: {
    systemType: { kind: 'enum', values: NETWORK_SYSTEM_TYPES, labels: 'networkConfig.systemType', required: true, search: 'eq' },
    startIp: { kind: 'text', maxLength: 255, pattern: { source: NETWORK_ADDRESS_PATTERN, example: '10.8.0.12:8012' }, required: true, wide: true, search: 'like' },
    endIp: { kind: 'text', maxLength: 255, pattern: { source: NETWORK_ADDRESS_PATTERN, example: 'https://preview.example.com' }, wide: true },
    status: { kind: 'enum', values: REFERENCE_STATUSES, labels: 'declared.status', default: 'enabled', search: 'eq' },
    note: { kind: 'text', maxLength: 200, wide: true, search: 'like' },
  },
  title: 'startIp',
  defaultSort: { field: 'systemType', direction: 'asc' },
  unique: [{ fields: ['systemType', 'startIp'], message: 'networkConfig.unique.startIp' }],
});
