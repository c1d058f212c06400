/**
 * The interface list (`/common/v1/sysInterfaces`): every route of the server with its method, URL,
 * declared permission and OpenAPI tag and summary. Read-only: the routes are the code.
 */
import { Type, type Static } from 'typebox';
import type { ColumnDecl } from './export';

export const INTERFACE_SYSTEMS = ['business', 'app', 'file', 'training'] as const;
export type InterfaceSystem = (typeof INTERFACE_SYSTEMS)[number];
export const INTERFACE_TYPES = ['read', 'write'] as const;

export const InterfaceRow = Type.Object({
  id: Type.String(),
  module: Type.String(),
  name: Type.String(),
  /** Permission key, or 'public' / 'authenticated'. */
  key: Type.String(),
  method: Type.String(),
  url: Type.String(),
  /** read | write */
  type: Type.String(),
  /** business | app | file | training */
  system: Type.String(),
});
export type InterfaceRow = Static<typeof InterfaceRow>;

/** Columns of the list and of its export. */
export const INTERFACE_COLUMNS: readonly ColumnDecl[] = [
  { key: 'module', label: 'systemSeat.if.col.module', kind: 'text' },
  { key: 'name', label: 'systemSeat.if.col.name', kind: 'text' },
  { key: 'key', label: 'systemSeat.if.col.key', kind: 'text' },
  { key: 'method', label: 'systemSeat.if.col.method', kind: 'text' },
  { key: 'url', label: 'systemSeat.if.col.url', kind: 'text' },
  { key: 'type', label: 'systemSeat.if.col.type', kind: 'enum', enumPrefix: 'systemSeat.if.type' },
  { key: 'system', label: 'systemSeat.if.col.system', kind: 'enum', enumPrefix: 'systemSeat.if.system' },
];
