import { useEffect, useMemo, useRef, useState } from 'react';
import { choiceRows, type CrudApi } from '../../api/resources';
import type { OptionSpec } from './formModel';

/**
 * Records of another resource as choices (aircraft types for an aircraft or a crew member's
 * qualifications, customers for a hosted aircraft), loaded once per screen, quietly.
 */
export function useChoices<R extends { id: string }>(resource: Pick<CrudApi<R>, 'listQuiet'>, label: (row: R) => string, sortField?: string) {
  const [rows, setRows] = useState<R[]>([]);
  const labelRef = useRef(label);
  labelRef.current = label;
  useEffect(() => {
    let live = true;
    void choiceRows(resource, sortField).then((r) => {
      if (live) setRows(r);
    });
    return () => {
      live = false;
    };
  }, [resource, sortField]);
  return useMemo(() => {
    const options: OptionSpec[] = rows.map((r) => ({ value: r.id, label: labelRef.current(r) }));
    const names: Record<string, string> = Object.fromEntries(options.map((o) => [o.value, o.label]));
    return { rows, options, names };
  }, [rows]);
}
