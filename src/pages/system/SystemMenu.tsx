import { Button, Callout, Checkbox, HTMLSelect, Icon, InputGroup, Tag, type IconName } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { menuAdminApi, type CatalogueMenu, type PreviewNode } from '../../api/systemSeats';
import { hasAbility, session } from '../../state/session';
import { ColumnChooser, ListTable, type ListColumn } from '../../ui/list/ListTable';
import { useColumns } from '../../ui/list/useColumns';
import type { FieldSpec } from '../../ui/resource/formModel';
import { patternRule } from '../../ui/resource/formModel';
import { ResourceForm } from '../../ui/resource/ResourceForm';
import { buildTree, subtreeIds, visibleNodes, type TreeNode } from './seat/menuTreeModel';
import { useCompanySeats, useSeatName } from './seat/seatNames';
import '../../ui/list/list.css';
import './seat/seat.css';

const C = 'systemSeat.menu.col';
const FORM: readonly FieldSpec[] = [
  { name: 'title', label: 'systemSeat.menu.title', kind: 'text', maxLength: 50, helper: 'systemSeat.menu.titleHint', wide: true },
  { name: 'icon', label: `${C}.icon`, kind: 'text', maxLength: 40, rule: patternRule(/^[a-z][a-z0-9-]{0,39}$/, 'airplane') },
  { name: 'sortNum', label: `${C}.sortNum`, kind: 'integer', min: 0, max: 9999 },
  { name: 'hidden', label: `${C}.hidden`, kind: 'boolean' },
  { name: 'noClosable', label: `${C}.noClosable`, kind: 'boolean' },
  { name: 'noKeepAlive', label: `${C}.noKeepAlive`, kind: 'boolean' },
  { name: 'tabHidden', label: `${C}.tabHidden`, kind: 'boolean' },
];
const PRODUCT_VALUES = { title: null, icon: null, sortNum: null, hidden: null, noClosable: null, noKeepAlive: null, tabHidden: null };
const FLAGS = ['hidden', 'levelHidden', 'noClosable', 'noKeepAlive', 'tabHidden'] as const;
const CODE = ['name', 'path', 'component', 'redirect', 'perms'] as const;

function PreviewTree({ nodes, label }: { nodes: readonly PreviewNode[]; label: (n: PreviewNode) => string }) {
  return (
    <ul>
      {nodes.map((n) => (
        <li key={n.id} data-testid="menu-preview-item">
          <span className={n.hidden ? 'foc-menu-admin__preview-hidden' : undefined}>
            {n.icon && <Icon icon={n.icon as IconName} size={12} />} {label(n)}
          </span>
          {n.children.length > 0 && <PreviewTree nodes={n.children} label={label} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The menu catalogue (`system/SystemMenu`) as a tree table: every field, the company's changes to the
 * fields an operator owns, and a preview of the side menu of a chosen seat. The code owns the rest.
 */
export default function SystemMenu() {
  const { t } = useTranslation();
  useSnapshot(session);
  const seats = useCompanySeats();
  const seatName = useSeatName();
  const [rows, setRows] = useState<CatalogueMenu[]>([]);
  const [loading, setLoading] = useState(true);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState('');
  const [buttons, setButtons] = useState(false);
  const [editing, setEditing] = useState<CatalogueMenu | null>(null);
  const [seatId, setSeatId] = useState('');
  const [preview, setPreview] = useState<PreviewNode[]>([]);
  const canEdit = hasAbility('menu:edit');
  const previewSeat = seatId || seats[0]?.id || '';

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const all = await menuAdminApi.list();
      setRows(all);
      setExpanded((cur) => (cur.size ? cur : new Set(all.filter((r) => r.parentId === null).map((r) => r.id))));
    } finally {
      setLoading(false);
    }
  }, []);
  const loadPreview = useCallback(async (id: string) => {
    if (id) setPreview(await menuAdminApi.preview(id));
  }, []);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  useEffect(() => {
    void loadPreview(previewSeat).catch(() => undefined);
  }, [previewSeat, loadPreview]);

  const label = useCallback((r: { title: string | null; menuName: string }) => r.title ?? t(r.menuName), [t]);
  const tree = useMemo(() => buildTree(buttons ? rows : rows.filter((r) => r.menuType !== 'button')), [rows, buttons]);
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!needle) return visibleNodes(tree, expanded);
    return visibleNodes(tree, null).filter((n) => [label(n.row), n.row.name, n.row.key, n.row.path].some((s) => s.toLowerCase().includes(needle)));
  }, [tree, expanded, filter, label]);

  const columns = useMemo((): ListColumn<TreeNode<CatalogueMenu>>[] => {
    const flip = (id: string) => setExpanded((cur) => {
      const next = new Set(cur);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
    const yes = (v: boolean) => (v ? t('systemSeat.yes') : t('systemSeat.no'));
    const flag = (key: (typeof FLAGS)[number]): ListColumn<TreeNode<CatalogueMenu>> => ({
      key,
      header: t(`${C}.${key}`),
      cell: (n) => (n.row[key] ? <Tag minimal intent={n.row.changed.includes(key) ? 'warning' : 'primary'}>{yes(true)}</Tag> : ''),
      text: (n) => yes(n.row[key]),
    });
    const code = (key: (typeof CODE)[number]): ListColumn<TreeNode<CatalogueMenu>> => ({
      key,
      header: t(`${C}.${key}`),
      cell: (n) => <span className="foc-list__muted">{n.row[key] ?? ''}</span>,
      text: (n) => n.row[key] ?? '',
    });
    return [
      {
        key: 'menuName',
        header: t(`${C}.menuName`),
        cell: (n) => (
          <span className="foc-menu-admin__name" style={{ paddingLeft: n.depth * 18 }}>
            <span className="foc-seat-menu__toggle" onClick={() => n.children.length && flip(n.row.id)}>
              {n.children.length > 0 && !filter && <Icon icon={expanded.has(n.row.id) ? 'chevron-down' : 'chevron-right'} />}
            </span>
            {n.row.icon && <Icon icon={n.row.icon as IconName} size={12} />}
            <span data-testid="menu-title">{label(n.row)}</span>
            {n.row.changed.length > 0 && <Tag minimal intent="warning">{t('systemSeat.menu.changed')}</Tag>}
          </span>
        ),
        text: (n) => label(n.row),
      },
      ...(canEdit
        ? [{
            key: 'actions',
            header: t(`${C}.actions`),
            cell: (n: TreeNode<CatalogueMenu>) => <Button size="small" variant="minimal" icon="edit" text={t('systemSeat.edit')} onClick={() => setEditing(n.row)} data-testid="menu-edit" />,
            text: () => '',
          }]
        : []),
      { key: 'menuType', header: t(`${C}.menuType`), cell: (n) => <Tag minimal>{t(`systemSeat.type.${n.row.menuType}`)}</Tag>, text: (n) => t(`systemSeat.type.${n.row.menuType}`) },
      { key: 'sortNum', header: t(`${C}.sortNum`), cell: (n) => n.row.sortNum, text: (n) => String(n.row.sortNum) },
      ...CODE.map(code),
      { key: 'icon', header: t(`${C}.icon`), cell: (n) => <span className="foc-list__muted">{n.row.icon ?? ''}</span>, text: (n) => n.row.icon ?? '' },
      ...FLAGS.map(flag),
    ];
  }, [t, label, expanded, filter, canEdit]);
  const { visible, shown: shownColumns, toggle } = useColumns('systemMenu', columns);

  const saved = () => {
    setEditing(null);
    void load();
    void loadPreview(previewSeat).catch(() => undefined);
  };

  return (
    <div className="foc-menu-admin" data-testid="system-menu">
      <div className="foc-menu-admin__main">
        <div className="foc-list__toolbar">
          <InputGroup leftIcon="filter" placeholder={t('systemSeat.menu.search')} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} data-testid="menu-filter" />
          <Checkbox checked={buttons} label={t('systemSeat.menu.showButtons')} onChange={() => setButtons(!buttons)} data-testid="menu-show-buttons" />
          <Button icon="expand-all" variant="minimal" aria-label={t('systemSeat.menus.expandAll')} title={t('systemSeat.menus.expandAll')} onClick={() => setExpanded(new Set(tree.flatMap(subtreeIds)))} />
          <Button icon="collapse-all" variant="minimal" aria-label={t('systemSeat.menus.collapseAll')} title={t('systemSeat.menus.collapseAll')} onClick={() => setExpanded(new Set())} />
          <span className="foc-list__spacer" />
          <Button icon="refresh" variant="minimal" onClick={() => void load()} aria-label={t('systemSeat.reload')} data-testid="list-reload" />
          <ColumnChooser all={columns} visible={visible} onToggle={toggle} />
        </div>
        <div className="foc-menu-admin__table">
          <ListTable columns={shownColumns} rows={shown} rowKey={(n) => n.row.id} sort={null} onSort={() => undefined} loading={loading} testId="menu-table" />
        </div>
      </div>
      <aside className="foc-menu-admin__preview" data-testid="menu-preview">
        <strong>{t('systemSeat.menu.preview')}</strong>
        <HTMLSelect value={previewSeat} onChange={(e) => setSeatId(e.currentTarget.value)} options={seats.map((s) => ({ value: s.id, label: seatName(s) }))} aria-label={t('systemSeat.menus.seat')} data-testid="menu-preview-seat" />
        <span className="foc-list__hint">{t('systemSeat.menu.previewHint')}</span>
        <PreviewTree nodes={preview} label={label} />
      </aside>
      {editing && (
        <ResourceForm<CatalogueMenu>
          title={t('systemSeat.menu.editTitle', { name: label(editing) })}
          fields={FORM}
          mode="update"
          row={editing}
          header={
            <Callout icon="lock" className="foc-seat__fixed">
              <div>{t('systemSeat.menu.codeOwned')}</div>
              <code>{[editing.key, editing.path, editing.component].filter(Boolean).join(' · ')}</code>
              {editing.changed.length > 0 && (
                <div>
                  <Button size="small" icon="undo" text={t('systemSeat.menu.productValue')} onClick={() => void menuAdminApi.update(editing.id, { version: editing.version, ...PRODUCT_VALUES }).then(saved)} data-testid="menu-product-values" />
                </div>
              )}
            </Callout>
          }
          versionOf={(r) => r.version}
          save={(body, row) => menuAdminApi.update(row!.id, body as never)}
          reload={async (r) => (await menuAdminApi.list()).find((m) => m.id === r.id) ?? r}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
    </div>
  );
}
