import { Checkbox, InputGroup, NonIdealState, Tag, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionPoint } from '../../contract/roles';
import './permissionTree.css';

export interface PermissionKindTreeProps {
  points: readonly PermissionPoint[];
  /** i18n key of a kind's group title: `<kindLabel>.<kind>`. */
  kindLabel: string;
  isChecked: (key: string) => boolean;
  /** A point that cannot be changed here (e.g. one the administrator does not hold). */
  isDisabled?: (key: string) => boolean;
  onToggle: (key: string) => void;
  /** Tags shown after a point (where its state comes from). */
  badges?: (key: string) => ReactElement | null;
  testId?: string;
}

type Path = { kind: number; module?: string };

/**
 * The permission catalogue as a tree grouped by kind, then by module, with a checkbox per point
 * and a filter by key or name. Used by the administration screens of users (and fit for roles).
 */
export function PermissionKindTree({ points, kindLabel, isChecked, isDisabled, onToggle, badges, testId = 'permission-tree' }: PermissionKindTreeProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const q = filter.trim().toLowerCase();
  const shown = useMemo(() => (q ? points.filter((p) => p.key.toLowerCase().includes(q) || t(p.name).toLowerCase().includes(q)) : points), [points, q, t]);

  const groups = useMemo(() => {
    const byKind = new Map<number, Map<string, PermissionPoint[]>>();
    for (const p of shown) {
      const mods = byKind.get(p.kind) ?? new Map<string, PermissionPoint[]>();
      byKind.set(p.kind, mods);
      mods.set(p.module, [...(mods.get(p.module) ?? []), p]);
    }
    return [...byKind.entries()].sort((a, b) => a[0] - b[0]);
  }, [shown]);

  const counted = (list: readonly PermissionPoint[]) => `${list.filter((p) => isChecked(p.key)).length}/${list.length}`;
  const idOf = (p: Path) => (p.module === undefined ? `k${p.kind}` : `k${p.kind}/${p.module}`);
  const isOpen = (id: string) => q !== '' || open.has(id);

  const nodes: TreeNodeInfo<Path>[] = groups.map(([kind, mods]) => {
    const all = [...mods.values()].flat();
    const kid = idOf({ kind });
    return {
      id: kid,
      label: t(`${kindLabel}.${kind}`),
      icon: 'folder-close',
      isExpanded: isOpen(kid),
      secondaryLabel: <Tag minimal>{counted(all)}</Tag>,
      nodeData: { kind },
      childNodes: [...mods.entries()]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([module, list]) => {
          const mid = idOf({ kind, module });
          return {
            id: mid,
            label: module || '—',
            icon: 'folder-close',
            isExpanded: isOpen(mid),
            secondaryLabel: <Tag minimal>{counted(list)}</Tag>,
            nodeData: { kind, module },
            childNodes: [...list]
              .sort((a, b) => a.key.localeCompare(b.key))
              .map((p) => ({
                id: p.key,
                label: (
                  <Checkbox
                    className="foc-permission-tree__point"
                    checked={isChecked(p.key)}
                    disabled={isDisabled?.(p.key) ?? false}
                    onChange={() => onToggle(p.key)}
                    data-testid="permission-point"
                    data-key={p.key}
                    labelElement={
                      <span title={t(p.name)}>
                        <code>{p.key}</code> <span className="foc-permission-tree__name">{t(p.name)}</span>
                      </span>
                    }
                  />
                ),
                secondaryLabel: badges?.(p.key) ?? undefined,
              })),
          };
        }),
    };
  });

  const flip = (node: TreeNodeInfo<Path>) =>
    setOpen((cur) => {
      const next = new Set(cur);
      const id = String(node.id);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="foc-permission-tree" data-testid={testId}>
      <InputGroup leftIcon="search" placeholder={t('systemUser.perm.filter')} value={filter} onValueChange={setFilter} data-testid="permission-filter" />
      {nodes.length === 0 ? <NonIdealState icon="search" title={t('resources.form.noChoice')} /> : <Tree contents={nodes} onNodeClick={(n) => n.childNodes && flip(n)} onNodeExpand={flip} onNodeCollapse={flip} />}
    </div>
  );
}
