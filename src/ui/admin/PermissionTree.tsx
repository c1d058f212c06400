import { Button, Checkbox, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { filterNodes, leafKeys, stateOf, toggle, type PermissionNode } from './permissionNodes';
import './admin.css';

export interface PermissionTreeProps {
  /** The tree (see `permissionNodes`): branches group, leaves are points. */
  nodes: readonly PermissionNode[];
  /** The ticked point keys. */
  checked: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  readOnly?: boolean;
  /** A point that cannot be changed here (a branch leaves it as it is). */
  isDisabled?: (key: string) => boolean;
  /** Shown after a point (e.g. where its state comes from). */
  badge?: (key: string) => ReactNode;
  /** Test ids: `<testId>`, `<testId>-node`. */
  testId?: string;
}

/**
 * A tree of permission points with check boxes: a branch is ticked when all its points are and
 * half-ticked when some are; ticking it ticks or unticks them all. Generic: points in, ticked set
 * out (roles, a user's own permissions). Branches open on a click; a search narrows the tree.
 */
export function PermissionTree({ nodes, checked, onChange, readOnly, isDisabled, badge, testId = 'permission-tree' }: PermissionTreeProps) {
  const { t } = useTranslation();
  // kinds and their top menus open; screens open on a click
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(nodes.flatMap((n) => [n.key, ...(n.children ?? []).map((c) => c.key)])));
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterNodes(nodes, query), [nodes, query]);
  const searching = query.trim() !== '';
  const total = useMemo(() => nodes.flatMap(leafKeys).length, [nodes]);
  const ticked = useMemo(() => nodes.flatMap(leafKeys).filter((k) => checked.has(k)).length, [nodes, checked]);

  const flip = (key: string) =>
    setOpen((cur) => {
      const next = new Set(cur);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const render = (n: PermissionNode, depth: number) => {
    const state = stateOf(n, checked);
    const branch = !!n.children;
    const expanded = searching || open.has(n.key);
    const locked = readOnly || (isDisabled ? leafKeys(n).every(isDisabled) : false);
    return (
      <li key={n.key} className="foc-ptree__item">
        <div className="foc-ptree__row" style={{ paddingLeft: depth * 18 }} data-testid={`${testId}-node`} data-key={n.key} data-state={state}>
          {branch ? (
            <Button size="small" variant="minimal" icon={expanded ? 'caret-down' : 'caret-right'} aria-label={t(expanded ? 'permissionTree.collapse' : 'permissionTree.expand')} aria-expanded={expanded} onClick={() => flip(n.key)} />
          ) : (
            <span className="foc-ptree__spacer" />
          )}
          <Checkbox
            className="foc-ptree__check"
            checked={state === 'checked'}
            indeterminate={state === 'mixed'}
            disabled={locked}
            onChange={() => onChange(toggle(n, checked, isDisabled))}
            labelElement={
              <span>
                {n.label}
                {!branch && n.detail && <span className="foc-ptree__detail">{n.detail}</span>}
              </span>
            }
          />
          {!branch && badge && <span className="foc-ptree__badge">{badge(n.key)}</span>}
        </div>
        {branch && expanded && <ul className="foc-ptree__list">{n.children!.map((c) => render(c, depth + 1))}</ul>}
      </li>
    );
  };

  return (
    <div className="foc-ptree" data-testid={testId}>
      <div className="foc-ptree__bar">
        <InputGroup leftIcon="search" placeholder={t('permissionTree.search')} value={query} onValueChange={setQuery} data-testid={`${testId}-search`} />
        <span className="foc-ptree__count" data-testid={`${testId}-count`}>
          {t('permissionTree.count', { checked: ticked, total })}
        </span>
      </div>
      {shown.length === 0 ? <NonIdealState icon="search" title={t('permissionTree.empty')} /> : <ul className="foc-ptree__list">{shown.map((n) => render(n, 0))}</ul>}
    </div>
  );
}
