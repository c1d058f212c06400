/**
 * What every tab of the crew detail shares: a `ResourceList` fixed to one crew member (and a kind
 * where tabs share a table), written by the tab's right (`crewDetail:<right>`), exported by the
 * tab's server export, with the status tag and the plain text columns built the same way.
 */
import type { TFunction } from 'i18next';
import type { CrudApi } from '../../api/resources';
import type { ListCondition } from '../../api/trip';
import { crewRecordExportUrl } from '../../api/crewRecords';
import type { CrewRecordResource } from '../../contract/crewRecords';
import type { ListColumn } from '../list/ListTable';
import type { ResourceListConfig } from '../resource/ResourceList';
import { ExpiryTag } from './ExpiryTag';
import { expiryText, type ExpiryFacts } from './recordStatus';

export const D = 'crewDetail';

/** The right that changes a tab's records (a button of the crew detail menu). */
export type CrewDetailRight = 'licence' | 'training' | 'exam' | 'rest' | 'contract' | 'equipment' | 'membership';

/** The crew member a tab shows. */
export interface CrewRef {
  id: string;
  label: string;
}

type Row = { id: string; version: number };

/** The kit's calls and permissions of one tab; `kind` is sent with every create and fixed in every list. */
export function recordBase<T extends Row>(opts: {
  screen: string;
  resource: CrewRecordResource;
  api: CrudApi<T>;
  crew: CrewRef;
  right: CrewDetailRight;
  noun: string;
  fileName: string;
  kind?: string;
  /** The body as the form built it → the body the server takes (e.g. wall times → UTC instants). */
  toBody?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** A row as the server answers it → the row the form reads (e.g. UTC instants → wall times). */
  fromRow?: (row: T) => T;
}): Pick<ResourceListConfig<T>, 'screen' | 'perm' | 'abilities' | 'noun' | 'fileName' | 'exportUrl' | 'rowKey' | 'list' | 'fixed' | 'create' | 'update' | 'get' | 'remove' | 'versionOf'> {
  const { api, crew, kind, right } = opts;
  const toBody = opts.toBody ?? ((b) => b);
  const fromRow = opts.fromRow ?? ((r) => r);
  const fixed: ListCondition[] = [{ name: 'crewId', op: 'eq', value: crew.id }, ...(kind ? [{ name: 'kind', op: 'eq' as const, value: kind }] : [])];
  const write = `crewDetail:${right}`;
  return {
    screen: opts.screen,
    perm: 'crewDetail',
    abilities: { add: write, edit: write, delete: write },
    noun: opts.noun,
    fileName: opts.fileName,
    exportUrl: crewRecordExportUrl(opts.resource),
    rowKey: (r) => r.id,
    list: async (body) => {
      const answer = await api.list(body);
      return { ...answer, list: answer.list.map(fromRow) };
    },
    fixed,
    create: async (body) => fromRow(await api.create(toBody({ ...body, crewId: crew.id, ...(kind ? { kind } : {}) }))),
    update: async (r, body) => fromRow(await api.update(r.id, toBody(body))),
    get: async (r) => fromRow(await api.get(r.id)),
    remove: (rows) => api.remove(rows.map((r) => r.id)),
    versionOf: (r) => r.version,
  };
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** A plain column of a field. */
export function plain<T>(t: TFunction, key: keyof T & string, label: string, sortable = true): ListColumn<T> {
  const read = (r: T) => text(r[key] as string | number | null | undefined);
  return { key, header: t(label), ...(sortable ? { sortField: key } : {}), cell: read, text: read };
}

/** The coloured expiry status of a dated record (sorted by days left). */
export function statusColumn<T extends ExpiryFacts>(t: TFunction, key = 'status'): ListColumn<T> {
  return { key, header: t(`${D}.col.status`), sortField: 'daysLeft', cell: (r) => <ExpiryTag facts={r} />, text: (r) => expiryText(t, r) };
}

/** The note, at the end of every tab (the export adds who changed the record, and when). */
export function auditColumns<T extends { note: string | null }>(t: TFunction): ListColumn<T>[] {
  return [plain<T>(t, 'note' as keyof T & string, `${D}.col.note`, false)];
}
