/**
 * The machine supplies list as the resource kit shows it: the screen `aircraft/MachineSupplies`
 * (every aircraft) and the aircraft detail's panel (one aircraft), with the refill and issue dialogs
 * and the way to an item's history.
 */
import { Button, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { supplyApi, type SupplyMove, type SupplyRow } from '../../api/fleetCertificates';
import { aircraftApi, type AircraftRow } from '../../api/resources';
import { SUPPLY_COLUMNS } from '../../contract/machineSupplies';
import { columnDecl } from '../../contract/listColumns';
import { quantityError, SUPPLY_RULE } from '../../domain/fleet/supplies';
import { hasAbility } from '../../state/session';
import type { ListColumn } from '../list/ListTable';
import type { FieldSpec } from '../resource/formModel';
import { ResourceForm } from '../resource/ResourceForm';
import type { ResourceListConfig } from '../resource/ResourceList';
import type { SearchSpec } from '../resource/searchModel';
import { useChoices } from '../resource/useChoices';

const N = 'machineSupplies';
const head = (key: string) => columnDecl(SUPPLY_COLUMNS, key).label;

/** A low-stock threshold: empty, or a number ≥ 0 with up to two decimals. */
const thresholdRule = (v: string) => (quantityError(v) === SUPPLY_RULE.number ? { key: SUPPLY_RULE.number } : null);

/** The quantity box of a refill (any quantity > 0) or an issue (not over the stock). */
export function moveFields(kind: SupplyMove, row: Pick<SupplyRow, 'stock' | 'unit'>): FieldSpec[] {
  return [
    {
      name: 'quantity',
      label: `${N}.move.quantity`,
      kind: 'text',
      required: true,
      maxLength: 20,
      rule: (v) => {
        const key = quantityError(v, kind === 'issue' ? row.stock : undefined);
        return key ? { key, params: { stock: row.stock, unit: row.unit } } : null;
      },
    },
    { name: 'note', label: `${N}.move.note`, kind: 'textarea', maxLength: 500 },
  ];
}

/** Refill or issue of one item, as a row button and its dialog. */
export function MoveButton({ row, kind, reload }: { row: SupplyRow; kind: SupplyMove; reload: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!hasAbility(`machineSupplies:${kind}`)) return null;
  return (
    <>
      <Button size="small" variant="minimal" icon={kind === 'refill' ? 'plus' : 'minus'} text={t(`${N}.${kind}`)} onClick={() => setOpen(true)} data-testid={`row-${kind}`} />
      {open && (
        <ResourceForm<SupplyRow>
          title={t(`${N}.move.title.${kind}`, { name: row.name })}
          fields={moveFields(kind, row)}
          mode="create"
          header={<p data-testid="move-stock">{t(`${N}.move.stock`, { stock: row.stock, unit: row.unit })}</p>}
          save={async (body) => (await supplyApi.move(row.id, kind, body)).supply}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            reload();
          }}
        />
      )}
    </>
  );
}

function HistoryButton({ row }: { row: SupplyRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return <Button size="small" variant="minimal" icon="history" text={t(`${N}.history`)} onClick={() => navigate(`/aircraftManage/machineSuppliesHistory?supplyId=${encodeURIComponent(row.id)}`)} data-testid="row-history" />;
}

const tailLabel = (r: AircraftRow) => r.tailNo;

/** `aircraftId`: one aircraft's supplies (the panel); absent: the whole fleet (the screen). */
export function useSupplyConfig(aircraftId?: string): ResourceListConfig<SupplyRow> {
  const { t } = useTranslation();
  const fleet = useChoices(aircraftApi, tailLabel, 'sortNum');
  return useMemo(() => {
    const stock = (r: SupplyRow) => (
      <span data-testid="supply-stock">
        {r.stock}{' '}
        {r.low && (
          <Tag intent="warning" minimal data-testid="low-stock">
            {t(`${N}.low`)}
          </Tag>
        )}
      </span>
    );
    const columns: ListColumn<SupplyRow>[] = [
      ...(aircraftId ? [] : [{ key: 'tailNo', header: t(head('tailNo')), cell: (r: SupplyRow) => <strong>{r.tailNo}</strong>, text: (r: SupplyRow) => r.tailNo ?? '' }]),
      { key: 'title', header: t(head('title')), sortField: 'title', cell: (r) => r.title, text: (r) => r.title },
      { key: 'name', header: t(head('name')), sortField: 'name', cell: (r) => r.name, text: (r) => r.name },
      { key: 'nameEn', header: t(head('nameEn')), sortField: 'nameEn', cell: (r) => r.nameEn ?? '', text: (r) => r.nameEn ?? '' },
      { key: 'stock', header: t(head('stock')), sortField: 'stock', cell: stock, text: (r) => r.stock },
      { key: 'unit', header: t(head('unit')), sortField: 'unit', cell: (r) => r.unit, text: (r) => r.unit },
      { key: 'lowStock', header: t(head('lowStock')), cell: (r) => r.lowStock ?? '', text: (r) => r.lowStock ?? '' },
      { key: 'note', header: t(head('note')), cell: (r) => r.note ?? '', text: (r) => r.note ?? '' },
    ];
    const search: SearchSpec[] = [
      ...(aircraftId ? [] : [{ name: 'aircraftId', label: `${N}.col.aircraft`, kind: 'select' as const, options: fleet.options }]),
      { name: 'title', label: `${N}.col.title`, kind: 'text', op: 'like', width: 140 },
      { name: 'name', label: `${N}.col.name`, kind: 'text', op: 'like', width: 140 },
      { name: 'low', label: `${N}.search.stockLevel`, kind: 'select', options: [{ value: 1, label: t(`${N}.search.lowOnly`) }] },
    ];
    const aircraftOptions = aircraftId ? fleet.options.filter((o) => o.value === aircraftId) : fleet.options;
    const form: FieldSpec[] = [
      { name: 'aircraftId', label: `${N}.col.aircraft`, kind: 'select', required: true, createOnly: true, options: aircraftOptions, initial: aircraftId ?? '' },
      { name: 'title', label: `${N}.col.title`, kind: 'text', required: true, maxLength: 60 },
      { name: 'name', label: `${N}.col.name`, kind: 'text', required: true, maxLength: 100 },
      { name: 'nameEn', label: `${N}.col.nameEn`, kind: 'text', maxLength: 100 },
      { name: 'unit', label: `${N}.col.unit`, kind: 'text', required: true, maxLength: 20 },
      { name: 'lowStock', label: `${N}.col.lowStock`, kind: 'text', maxLength: 20, rule: thresholdRule },
      { name: 'sortNum', label: `${N}.col.sortNum`, kind: 'integer', notNull: true, min: 0, max: 99999, initial: '0' },
      { name: 'note', label: `${N}.col.note`, kind: 'textarea', maxLength: 500, wide: true },
    ];
    return {
      screen: aircraftId ? 'machineSuppliesPanel' : 'machineSupplies',
      perm: 'machineSupplies',
      noun: t(`${N}.noun`),
      fileName: t(`${N}.fileName`),
      exportUrl: '/fleet/v1/machineSupplies/export',
      rowKey: (r) => r.id,
      list: supplyApi.list,
      fixed: aircraftId ? [{ name: 'aircraftId', op: 'eq', value: aircraftId }] : [],
      columns,
      search,
      form,
      create: supplyApi.create,
      update: (r, body) => supplyApi.update(r.id, body),
      get: (r) => supplyApi.get(r.id),
      remove: (rows) => supplyApi.remove(rows.map((r) => r.id)),
      versionOf: (r) => r.version,
      rowActions: (r, reload) => (
        <>
          <MoveButton row={r} kind="refill" reload={reload} />
          <MoveButton row={r} kind="issue" reload={reload} />
          <HistoryButton row={r} />
        </>
      ),
    };
  }, [t, fleet, aircraftId]);
}
