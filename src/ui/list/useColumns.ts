import { useCallback, useMemo, useState } from 'react';
import { loadColumnChoice, saveColumnChoice, toggleColumn } from './columnChoice';
import type { ListColumn } from './ListTable';

/** The visible columns of a screen, remembered in localStorage; until chosen, all but the `defaultHidden` ones. */
export function useColumns<T>(screen: string, columns: readonly ListColumn<T>[]) {
  const keys = useMemo(() => columns.map((c) => c.key), [columns]);
  const [visible, setVisible] = useState<string[]>(() => loadColumnChoice(screen, keys, columns.filter((c) => !c.defaultHidden).map((c) => c.key)));
  const toggle = useCallback(
    (key: string) =>
      setVisible((cur) => {
        const next = toggleColumn(cur, key, keys);
        saveColumnChoice(screen, next);
        return next;
      }),
    [screen, keys],
  );
  const shown = useMemo(() => columns.filter((c) => visible.includes(c.key)), [columns, visible]);
  return { visible, shown, toggle };
}
