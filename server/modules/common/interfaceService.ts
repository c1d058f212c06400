/**
 * The interface list: every route the server registered (method, URL, declared access) with the
 * tag and summary of its OpenAPI document. Built once, then searched and paged in memory.
 */
import type { InterfaceRow, InterfaceSystem } from '../../../src/contract/interfaces';
import type { Access } from '../../plugins/access';
import { type ListCondition, type ListGroup, type ListQueryBody } from '../../lib/listQuery';
import { badRequest } from '../../lib/errors';

export interface CatalogRoute {
  method: string;
  url: string;
  access: Access;
  hidden: boolean;
  read: boolean;
}

interface OpenApiDoc {
  paths?: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
}

/** '/a/:id' → '/a/{id}' (the OpenAPI path). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function systemOf(url: string, module: string): InterfaceSystem {
  if (url.startsWith('/file/')) return 'file';
  if (url.startsWith('/app/')) return 'app';
  if (/training/i.test(module) || url.includes('/training')) return 'training';
  return 'business';
}

export function interfaceRows(catalog: readonly CatalogRoute[], doc: OpenApiDoc): InterfaceRow[] {
  const rows: InterfaceRow[] = [];
  for (const r of catalog) {
    if (r.hidden || r.method === 'HEAD' || r.method === 'OPTIONS') continue;
    const op = doc.paths?.[openApiPath(r.url)]?.[r.method.toLowerCase()];
    const module = op?.tags?.[0] ?? r.url.split('/')[1] ?? '';
    rows.push({
      id: `${r.method} ${r.url}`,
      module,
      name: op?.summary ?? r.url,
      key: typeof r.access === 'object' ? r.access.permission : r.access,
      method: r.method,
      url: r.url,
      type: r.method === 'GET' || r.read ? 'read' : 'write',
      system: systemOf(r.url, module),
    });
  }
  return rows.sort((a, b) => a.module.localeCompare(b.module) || a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

const FIELDS = ['module', 'name', 'key', 'method', 'url', 'type', 'system'] as const;
type Field = (typeof FIELDS)[number];
const isField = (f: string): f is Field => (FIELDS as readonly string[]).includes(f);

function matches(row: InterfaceRow, c: ListCondition): boolean {
  if (!isField(c.name)) throw badRequest({ in: 'body', field: c.name });
  if (c.value === '' || c.value === null || c.value === undefined) return true;
  const v = row[c.name].toLowerCase();
  const want = String(c.value).toLowerCase();
  if (c.op === 'eq') return v === want;
  if (c.op === 'like') return v.includes(want);
  if (c.op === 'startsWith') return v.startsWith(want);
  if (c.op === 'in' && Array.isArray(c.value)) return (c.value as unknown[]).map((x) => String(x).toLowerCase()).includes(v);
  throw badRequest({ in: 'body', field: c.name, op: c.op });
}

function groupMatches(row: InterfaceRow, g: ListGroup): boolean {
  const or = (g.logic ?? 'and').toLowerCase() === 'or';
  const results = g.conditions.map((c) => ('conditions' in c ? groupMatches(row, c) : matches(row, c)));
  return results.length === 0 || (or ? results.some(Boolean) : results.every(Boolean));
}

/** One page of the rows matching the list body (conditions on the row fields, sort by one of them). */
export function pageOf(rows: readonly InterfaceRow[], body: ListQueryBody): { totalNum: number; list: InterfaceRow[] } {
  const found = body.searchParas ? rows.filter((r) => groupMatches(r, body.searchParas!)) : [...rows];
  const sortField = [body.sortProperties ?? []].flat()[0];
  if (sortField) {
    if (!isField(sortField)) throw badRequest({ in: 'body', field: 'sortProperties' });
    const dir = (body.sortDirection ?? 'asc').toLowerCase() === 'desc' ? -1 : 1;
    found.sort((a, b) => a[sortField].localeCompare(b[sortField]) * dir);
  }
  const pageSize = body.pageSize ?? 20;
  const page = body.page ?? 1;
  return { totalNum: found.length, list: found.slice((page - 1) * pageSize, page * pageSize) };
}
