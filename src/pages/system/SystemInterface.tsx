import { HTMLSelect, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { INTERFACE_SYSTEMS, interfaceApi, type InterfaceRow } from '../../api/systemSeats';
import type { ListCondition } from '../../api/trip';
import { hasAbility, session } from '../../state/session';
import type { ListColumn } from '../../ui/list/ListTable';
import { RecordSearch, RecordTable, SearchText, useSearchForm } from '../../ui/list/recordListFrame';
import { useListQuery } from '../../ui/list/useListQuery';
import '../../ui/list/list.css';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const C = 'systemSeat.if.col';

interface Search {
  module: string;
  method: string;
  key: string;
  system: string;
}
const EMPTY: Search = { module: '', method: '', key: '', system: '' };
const conditions = (s: Search): ListCondition[] => [
  { name: 'module', op: 'like', value: s.module },
  { name: 'method', op: 'eq', value: s.method },
  { name: 'key', op: 'like', value: s.key },
  { name: 'system', op: 'eq', value: s.system },
];

const METHOD_INTENT: Record<string, 'success' | 'primary' | 'warning' | 'danger' | 'none'> = { GET: 'success', POST: 'primary', PUT: 'warning', PATCH: 'warning', DELETE: 'danger' };

/** The interface list (`system/SystemInterface`): every route of the server with its permission; read-only, searchable, exportable. */
export default function SystemInterface() {
  const { t } = useTranslation();
  useSnapshot(session);
  const q = useListQuery<InterfaceRow>(interfaceApi.list, { sort: { field: 'module', direction: 'asc' } });
  const search = useSearchForm(EMPTY, q, conditions);
  const { form, set } = search;

  const columns = useMemo((): ListColumn<InterfaceRow>[] => {
    const text = (key: 'module' | 'name' | 'key' | 'url', mono = false): ListColumn<InterfaceRow> => ({
      key,
      header: t(`${C}.${key}`),
      sortField: key,
      cell: (r) => <span className={mono ? 'foc-list__muted' : undefined}>{r[key]}</span>,
      text: (r) => r[key],
    });
    return [
      text('module'),
      text('name'),
      text('key', true),
      { key: 'method', header: t(`${C}.method`), sortField: 'method', cell: (r) => <Tag minimal intent={METHOD_INTENT[r.method] ?? 'none'}>{r.method}</Tag>, text: (r) => r.method },
      text('url', true),
      { key: 'type', header: t(`${C}.type`), sortField: 'type', cell: (r) => t(`systemSeat.if.type.${r.type}`), text: (r) => t(`systemSeat.if.type.${r.type}`) },
      { key: 'system', header: t(`${C}.system`), sortField: 'system', cell: (r) => t(`systemSeat.if.system.${r.system}`), text: (r) => t(`systemSeat.if.system.${r.system}`) },
    ];
  }, [t]);

  return (
    <div className="foc-list" data-testid="system-interface">
      <RecordSearch search={search}>
        <SearchText field="module" first placeholder={t('systemSeat.if.filter.module')} value={form.module} onChange={(module) => set({ module })} />
        <HTMLSelect
          value={form.method}
          onChange={(e) => set({ method: e.currentTarget.value })}
          options={[{ value: '', label: t('systemSeat.if.filter.allMethods') }, ...METHODS.map((m) => ({ value: m, label: m }))]}
          aria-label={t(`${C}.method`)}
          data-testid="search-method"
        />
        <SearchText field="key" placeholder={t('systemSeat.if.filter.key')} value={form.key} onChange={(key) => set({ key })} />
        <HTMLSelect
          value={form.system}
          onChange={(e) => set({ system: e.currentTarget.value })}
          options={[{ value: '', label: t('systemSeat.if.filter.allSystems') }, ...INTERFACE_SYSTEMS.map((s) => ({ value: s, label: t(`systemSeat.if.system.${s}`) }))]}
          aria-label={t(`${C}.system`)}
          data-testid="search-system"
        />
      </RecordSearch>
      <RecordTable
        query={q}
        screen="systemInterface"
        columns={columns}
        exportAs={hasAbility('interface:export') ? { url: '/common/v1/sysInterfaces/export', name: t('systemSeat.if.fileName') } : null}
        testId="interface-table"
      />
    </div>
  );
}
