import { Button, HTMLSelect } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LOG_EXPORT_URL, LOG_MODULES, LOG_PERMISSION_TYPES, systemLogApi, type LogRow } from '../../../api/systemLog';
import type { ListCondition } from '../../../api/trip';
import type { TimeType } from '../../../domain/timeType';
import { hasAbility, session } from '../../../state/session';
import { settings } from '../../../state/settings';
import type { DayRange } from '../../../ui/list/dateRanges';
import { dayRangeConditions } from '../../../ui/list/listQuery';
import type { ListColumn } from '../../../ui/list/ListTable';
import { RecordSearch, RecordTable, SearchText, useSearchForm } from '../../../ui/list/recordListFrame';
import { DateRangeFilter } from '../../../ui/list/recordListParts';
import { instantText, TimeCell, useZoneHint } from '../../../ui/list/times';
import { useListQuery } from '../../../ui/list/useListQuery';
import { labelOr, logTimeType, moduleLabel } from './labels';
import { PermissionDiffDialog } from './PermissionDiffDialog';
import { permissionDiff } from './permissionDiff';
import '../../../ui/list/list.css';
import './log.css';

/** The three lists of the screen: operation logs (type 1), login logs (type 2), permission changes (operation logs with a permission type). */
export type LogTab = 'operation' | 'login' | 'permission';

interface Search {
  moduleName: string;
  permissionType: string;
  functionName: string;
  operator: string;
  ip: string;
  flightNo: string;
  tailNo: string;
  businessId: string;
  success: string;
  range: DayRange;
}
const EMPTY: Search = { moduleName: '', permissionType: '', functionName: '', operator: '', ip: '', flightNo: '', tailNo: '', businessId: '', success: '', range: { from: '', to: '' } };

const BASE: Record<LogTab, ListCondition[]> = {
  operation: [{ name: 'type', op: 'eq', value: 1 }],
  login: [{ name: 'type', op: 'eq', value: 2 }],
  permission: [{ name: 'permissionType', op: 'isNotNull' }],
};

function conditions(s: Search, tt: TimeType): ListCondition[] {
  return [
    { name: 'moduleName', op: 'eq', value: s.moduleName },
    { name: 'permissionType', op: 'eq', value: s.permissionType ? Number(s.permissionType) : '' },
    { name: 'functionName', op: 'like', value: s.functionName.trim() },
    { name: 'operator', op: 'like', value: s.operator.trim() },
    { name: 'ip', op: 'startsWith', value: s.ip.trim() },
    { name: 'flightNo', op: 'like', value: s.flightNo.trim().toUpperCase() },
    { name: 'tailNo', op: 'like', value: s.tailNo.trim().toUpperCase() },
    { name: 'businessId', op: 'eq', value: s.businessId.trim() },
    { name: 'success', op: 'eq', value: s.success ? Number(s.success) : '' },
    ...dayRangeConditions('createTime', s.range.from, s.range.to, tt),
  ];
}

/** Which search fields and columns a tab offers. */
const FIELDS: Record<LogTab, readonly string[]> = {
  operation: ['moduleName', 'functionName', 'operator', 'ip', 'flightNo', 'tailNo', 'businessId', 'success', 'info'],
  login: ['functionName', 'operator', 'ip', 'success', 'info'],
  permission: ['permissionType', 'functionName', 'operator', 'ip', 'businessId', 'beforeList', 'afterList'],
};

/** One list of the system log screen: search, toolbar with export, table, pager; a permission change opens its lists side by side. */
export function LogList({ tab }: { tab: LogTab }) {
  const { t } = useTranslation();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const tt = logTimeType(timeType);
  const hint = useZoneHint()(tt);
  const q = useListQuery<LogRow>(systemLogApi.list, { sort: { field: 'createTime', direction: 'desc' }, conditions: BASE[tab] });
  // the tab's own condition stays under every search and reset
  const search = useSearchForm(EMPTY, { search: (c) => q.search([...BASE[tab], ...c]) }, (s) => conditions(s, tt));
  const { form, set } = search;
  const [diffOf, setDiffOf] = useState<LogRow | null>(null);
  const has = (f: string) => FIELDS[tab].includes(f);

  const columns = useMemo((): ListColumn<LogRow>[] => {
    const h = (k: string) => t(`systemLog.col.${k}`);
    const plain = (key: 'operator' | 'ip' | 'flightNo' | 'tailNo' | 'businessId' | 'info', sortable = true): ListColumn<LogRow> => ({
      key,
      header: h(key),
      sortField: sortable ? key : undefined,
      cell: (r) => r[key] ?? '',
      text: (r) => r[key] ?? '',
    });
    const label = (key: 'moduleName' | 'functionName', prefix: string): ListColumn<LogRow> => ({
      key,
      header: h(key),
      sortField: key,
      cell: (r) => (key === 'moduleName' ? moduleLabel(t, r[key]) : labelOr(t, prefix, r[key])),
      text: (r) => (key === 'moduleName' ? moduleLabel(t, r[key]) : labelOr(t, prefix, r[key])),
    });
    const all: ListColumn<LogRow>[] = [
      { key: 'createTime', header: h('createTime'), hint, sortField: 'createTime', cell: (r) => <TimeCell iso={r.createTime} timeType={tt} />, text: (r) => instantText(r.createTime, tt) },
      { key: 'permissionType', header: h('permissionType'), sortField: 'permissionType', cell: (r) => (r.permissionType === null ? '' : t(`systemLog.permissionType.${r.permissionType}`)), text: (r) => (r.permissionType === null ? '' : t(`systemLog.permissionType.${r.permissionType}`)) },
      label('moduleName', 'systemLog.module'),
      label('functionName', 'systemLog.function'),
      plain('operator'),
      plain('ip'),
      plain('flightNo'),
      plain('tailNo'),
      plain('businessId', false),
      { key: 'success', header: h('success'), cell: (r) => <span data-success={r.success}>{t(`systemLog.success.${r.success}`)}</span>, text: (r) => t(`systemLog.success.${r.success}`) },
      plain('info', false),
      { key: 'beforeList', header: h('beforeList'), cell: (r) => (r.beforeList ?? []).length, text: (r) => (r.beforeList ?? []).join(' ') },
      {
        key: 'afterList',
        header: h('afterList'),
        cell: (r) => {
          const d = permissionDiff(r.beforeList, r.afterList);
          return (
            <Button size="small" variant="minimal" icon="changes" onClick={() => setDiffOf(r)} data-testid="log-diff-open">
              {t('systemLog.diff.summary', { added: d.added, removed: d.removed })}
            </Button>
          );
        },
        text: (r) => (r.afterList ?? []).join(' '),
      },
    ];
    return all.filter((c) => c.key === 'createTime' || c.key === 'moduleName' || FIELDS[tab].includes(c.key)).filter((c) => c.key !== 'moduleName' || tab === 'operation');
  }, [t, tt, hint, tab]);

  const text = (field: keyof Search, placeholder = t(`systemLog.col.${field}`)) =>
    has(field) ? <SearchText field={field} placeholder={placeholder} value={form[field] as string} onChange={(v) => set({ [field]: v } as Partial<Search>)} /> : null;

  return (
    <div className="foc-list" data-testid={`log-${tab}`}>
      <RecordSearch search={search}>
        {has('moduleName') && (
          <HTMLSelect
            value={form.moduleName}
            onChange={(e) => set({ moduleName: e.currentTarget.value })}
            options={[{ value: '', label: t('systemLog.filter.allModules') }, ...LOG_MODULES.map((m) => ({ value: m, label: moduleLabel(t, m) }))]}
            aria-label={t('systemLog.col.moduleName')}
            data-testid="search-moduleName"
          />
        )}
        {has('permissionType') && (
          <HTMLSelect
            value={form.permissionType}
            onChange={(e) => set({ permissionType: e.currentTarget.value })}
            options={[{ value: '', label: t('systemLog.filter.allPermissionTypes') }, ...LOG_PERMISSION_TYPES.map((p) => ({ value: String(p), label: t(`systemLog.permissionType.${p}`) }))]}
            aria-label={t('systemLog.col.permissionType')}
            data-testid="search-permissionType"
          />
        )}
        {text('functionName')}
        {text('operator')}
        {text('ip')}
        {text('flightNo')}
        {text('tailNo')}
        {text('businessId')}
        {has('success') && (
          <HTMLSelect
            value={form.success}
            onChange={(e) => set({ success: e.currentTarget.value })}
            options={[{ value: '', label: t('systemLog.filter.allResults') }, ...['1', '0'].map((v) => ({ value: v, label: t(`systemLog.success.${v}`) }))]}
            aria-label={t('systemLog.col.success')}
            data-testid="search-success"
          />
        )}
        <DateRangeFilter value={form.range} onChange={(range) => set({ range })} label={t('systemLog.filter.range')} timeType={tt} />
      </RecordSearch>
      <RecordTable
        query={q}
        screen={`systemLog.${tab}`}
        columns={columns}
        exportAs={hasAbility('log:export') ? { url: LOG_EXPORT_URL, name: t(tab === 'permission' ? 'systemLog.permissionFileName' : 'systemLog.fileName') } : null}
        testId="log-table"
      />
      <PermissionDiffDialog row={diffOf} onClose={() => setDiffOf(null)} />
    </div>
  );
}
