import { Button, ControlGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { supplyApi, supplyHistoryApi, type SupplyHistoryRow, type SupplyRow } from '../../api/fleetCertificates';
import { aircraftApi, type AircraftRow } from '../../api/resources';
import { SUPPLY_HISTORY_COLUMNS } from '../../contract/machineSupplies';
import { columnDecl } from '../../contract/listColumns';
import type { TimeType } from '../../domain/timeType';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import type { DayRange } from '../../ui/list/dateRanges';
import { dayRangeConditions } from '../../ui/list/listQuery';
import type { ListColumn } from '../../ui/list/ListTable';
import { RecordSearch, RecordTable, useSearchForm } from '../../ui/list/recordListFrame';
import { DateRangeFilter } from '../../ui/list/recordListParts';
import { instantText, TimeCell, useZoneHint } from '../../ui/list/times';
import { useListQuery } from '../../ui/list/useListQuery';
import { useChoices } from '../../ui/resource/useChoices';
import '../../ui/list/list.css';

const N = 'machineSupplies';
const head = (key: string) => columnDecl(SUPPLY_HISTORY_COLUMNS, key).label;

interface Search {
  aircraftId: string;
  supplyId: string;
  range: DayRange;
}
const conditions = (s: Search, timeType: TimeType) => [
  { name: 'aircraftId', op: 'eq' as const, value: s.aircraftId },
  { name: 'supplyId', op: 'eq' as const, value: s.supplyId },
  ...dayRangeConditions('createTime', s.range.from, s.range.to, timeType),
];
const tailLabel = (r: AircraftRow) => r.tailNo;
const itemLabel = (r: SupplyRow) => `${r.tailNo ?? ''} ${r.title} / ${r.name}`;

/** Refill and issue history (`aircraft/MachineSuppliesHistory`, /aircraftManage/machineSuppliesHistory?supplyId=<item> for one item): before, added, used, balance. */
export default function MachineSuppliesHistory() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const hint = useZoneHint()(timeType);
  const fleet = useChoices(aircraftApi, tailLabel, 'sortNum');
  const items = useChoices(supplyApi, itemLabel, 'sortNum');
  const fromUrl = params.get('supplyId') ?? '';
  const start: Search = { aircraftId: '', supplyId: fromUrl, range: { from: '', to: '' } };
  const q = useListQuery<SupplyHistoryRow>(supplyHistoryApi.list, { sort: { field: 'createTime', direction: 'desc' }, conditions: conditions(start, timeType) });
  const search = useSearchForm(start, q, (s) => conditions(s, timeType));
  const { form, set } = search;
  // another item's history opened from the supplies list while this tab is kept
  useEffect(() => {
    if (fromUrl && fromUrl !== form.supplyId) {
      set({ supplyId: fromUrl });
      q.search(conditions({ ...form, supplyId: fromUrl }, timeType));
    }
  }, [fromUrl]);

  const columns = useMemo<ListColumn<SupplyHistoryRow>[]>(() => {
    const num = (key: 'beforeNum' | 'addNum' | 'useNum' | 'balanceNum', strong = false): ListColumn<SupplyHistoryRow> => ({
      key,
      header: t(head(key)),
      cell: (r) => (strong ? <strong data-testid="history-balance">{r[key]}</strong> : r[key] === '0' ? '' : r[key]),
      text: (r) => r[key],
    });
    return [
      { key: 'createTime', header: t(head('createTime')), hint, sortField: 'createTime', cell: (r) => <TimeCell iso={r.createTime} timeType={timeType} />, text: (r) => instantText(r.createTime, timeType) },
      { key: 'tailNo', header: t(head('tailNo')), cell: (r) => <strong>{r.tailNo}</strong>, text: (r) => r.tailNo ?? '' },
      { key: 'title', header: t(head('title')), cell: (r) => r.title ?? '', text: (r) => r.title ?? '' },
      { key: 'name', header: t(head('name')), cell: (r) => r.name ?? '', text: (r) => r.name ?? '' },
      {
        key: 'kind',
        header: t(head('kind')),
        sortField: 'kind',
        cell: (r) => (
          <Tag minimal intent={r.kind === 'refill' ? 'success' : 'primary'} data-kind={r.kind}>
            {t(`${N}.kind.${r.kind}`)}
          </Tag>
        ),
        text: (r) => t(`${N}.kind.${r.kind}`),
      },
      num('beforeNum'),
      num('addNum'),
      num('useNum'),
      num('balanceNum', true),
      { key: 'unit', header: t(head('unit')), cell: (r) => r.unit ?? '', text: (r) => r.unit ?? '' },
      { key: 'createAuthor', header: t(head('createAuthor')), cell: (r) => r.createAuthor ?? '', text: (r) => r.createAuthor ?? '' },
      { key: 'note', header: t(head('note')), cell: (r) => r.note ?? '', text: (r) => r.note ?? '' },
    ];
  }, [t, timeType, hint]);

  const option = (o: { value: string | number; label: string }) => ({ value: String(o.value), label: o.label });
  return (
    <div className="foc-list" data-testid="machineSuppliesHistory-list">
      <RecordSearch search={search}>
        <ControlGroup>
          <Button icon="arrow-left" variant="minimal" text={t(`${N}.history.back`)} onClick={() => navigate('/aircraftManage/machineSupplies')} data-testid="history-back" />
          <HTMLSelect value={form.aircraftId} onChange={(e) => set({ aircraftId: e.currentTarget.value })} aria-label={t(`${N}.col.aircraft`)} data-testid="search-aircraftId" options={[{ value: '', label: t('resources.list.all', { what: t(`${N}.col.aircraft`) }) }, ...fleet.options.map(option)]} />
          <HTMLSelect value={form.supplyId} onChange={(e) => set({ supplyId: e.currentTarget.value })} aria-label={t(`${N}.search.item`)} data-testid="search-supplyId" options={[{ value: '', label: t(`${N}.history.all`) }, ...items.options.map(option)]} />
        </ControlGroup>
        <DateRangeFilter value={form.range} onChange={(range) => set({ range })} label={t(head('createTime'))} timeType={timeType} />
      </RecordSearch>
      <RecordTable query={q} screen="machineSuppliesHistory" columns={columns} exportAs={hasAbility('machineSupplies:export') ? { name: t(`${N}.historyFileName`), url: '/fleet/v1/machineSupplyHistory/export' } : null} testId="machineSuppliesHistory-table" />
    </div>
  );
}
