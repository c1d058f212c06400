import { Button, Callout, Checkbox, HTMLSelect, Icon, InputGroup, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { RequestError } from '../../../api/http';
import { seatAdminApi, type SeatMenus } from '../../../api/systemSeats';
import { showToast } from '../../../app/toaster';
import { hasAbility, session } from '../../../state/session';
import { buildTree, checkState, subtreeIds, toggleNode, visibleNodes, type TreeNode } from './menuTreeModel';
import { useCompanySeats, useSeatName } from './seatNames';
import './seat.css';

type Entry = SeatMenus['catalogue'][number];

/** The menus and buttons of a seat (`system/seat/SeatMenu`) as a tree of tri-state checks, saved for the company. */
export default function SeatMenu() {
  const { t } = useTranslation();
  useSnapshot(session);
  const [params, setParams] = useSearchParams();
  const seats = useCompanySeats();
  const seatName = useSeatName();
  const seatId = params.get('seatId') ?? seats[0]?.id ?? '';
  const [data, setData] = useState<SeatMenus | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState('');
  const [saving, setSaving] = useState(false);
  const canEdit = hasAbility('seat:edit');

  const load = useCallback(async (id: string) => {
    const answer = await seatAdminApi.menus(id);
    setData(answer);
    setChecked(new Set(answer.menuIds));
    setExpanded(new Set(answer.catalogue.filter((r) => r.parentId === null).map((r) => r.id)));
  }, []);
  useEffect(() => {
    if (seatId) void load(seatId).catch(() => undefined);
  }, [seatId, load]);

  const rows = useMemo(() => new Map((data?.catalogue ?? []).map((r) => [r.id, r])), [data]);
  const tree = useMemo(() => buildTree(data?.catalogue ?? []), [data]);
  const label = useCallback((r: Entry) => r.title ?? t(r.menuName), [t]);
  const dirty = useMemo(() => !!data && (data.menuIds.length !== checked.size || data.menuIds.some((id) => !checked.has(id))), [data, checked]);

  /** With a filter: the entries matching it and the entries above them, all open. */
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!needle) return visibleNodes(tree, expanded);
    const keep = new Set<string>();
    const walk = (n: TreeNode<Entry>): boolean => {
      const below = n.children.map(walk).some(Boolean);
      const hit = label(n.row).toLowerCase().includes(needle) || n.row.key.toLowerCase().includes(needle);
      if (hit || below) keep.add(n.row.id);
      return hit || below;
    };
    tree.forEach(walk);
    return visibleNodes(tree, null).filter((n) => keep.has(n.row.id));
  }, [tree, expanded, filter, label]);

  const flip = (id: string) => setExpanded((cur) => {
    const next = new Set(cur);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  const save = async () => {
    if (!data) return;
    setSaving(true);
    try {
      const r = await seatAdminApi.saveMenus(data.seat.id, data.seat.version, [...checked]);
      showToast(t('systemSeat.menus.savedCount', { added: r.added, removed: r.removed }), 'success');
      await load(data.seat.id);
    } catch (e) {
      if (!(e instanceof RequestError)) throw e; // told by the request layer (e.g. 412: changed by someone else)
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="foc-seat-menu" data-testid="seat-menu">
      <div className="foc-seat-menu__bar">
        <HTMLSelect
          value={seatId}
          onChange={(e) => setParams({ seatId: e.currentTarget.value })}
          options={seats.map((s) => ({ value: s.id, label: seatName(s) }))}
          aria-label={t('systemSeat.menus.seat')}
          data-testid="seat-menu-seat"
        />
        <InputGroup leftIcon="filter" placeholder={t('systemSeat.menus.filter')} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} data-testid="seat-menu-filter" />
        <Button icon="expand-all" variant="minimal" text={t('systemSeat.menus.expandAll')} onClick={() => setExpanded(new Set(tree.flatMap(subtreeIds)))} />
        <Button icon="collapse-all" variant="minimal" text={t('systemSeat.menus.collapseAll')} onClick={() => setExpanded(new Set())} />
        <span className="foc-list__spacer" />
        <span className="foc-seat-menu__count">{t('systemSeat.menus.count', { checked: checked.size, total: rows.size })}</span>
        {dirty && <Tag intent="warning" minimal>{t('systemSeat.menus.unsaved')}</Tag>}
        {canEdit && <Button intent="primary" icon="floppy-disk" text={t('systemSeat.menus.saveMenus')} disabled={!dirty} loading={saving} onClick={() => void save()} data-testid="seat-menu-save" />}
      </div>
      <Callout icon="info-sign" compact>{t('systemSeat.menus.hint')}</Callout>
      <div className="foc-seat-menu__tree" role="tree" data-testid="seat-menu-tree">
        {shown.map((n) => {
          const state = checkState(n, checked);
          const open = filter.trim() !== '' || expanded.has(n.row.id);
          return (
            <div key={n.row.id} className="foc-seat-menu__row" style={{ paddingLeft: 8 + n.depth * 20 }} role="treeitem" aria-expanded={n.children.length ? open : undefined} data-key={n.row.key}>
              <span className="foc-seat-menu__toggle" onClick={() => n.children.length && flip(n.row.id)}>
                {n.children.length > 0 && <Icon icon={open ? 'chevron-down' : 'chevron-right'} />}
              </span>
              <Checkbox
                checked={state === 'on'}
                indeterminate={state === 'some'}
                disabled={!canEdit}
                onChange={() => setChecked(toggleNode(n, checked, rows))}
                label={label(n.row)}
                data-testid="seat-menu-check"
              />
              <Tag minimal>{t(`systemSeat.type.${n.row.menuType}`)}</Tag>
              <span className="foc-seat-menu__key">{n.row.key}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
