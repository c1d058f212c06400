import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { tripCommands, type AircraftTypeHit } from '../../../api/tripCommands';
import type { TimeType } from '../../../domain/timeType';
import { hasAbility } from '../../../state/session';
import { settings } from '../../../state/settings';
import { useAirportBook } from './airports';
import { applyChange, checkDrafts, convertDraft, emptyDraft, fillDerived, type Clock, type LegDraft, type LegErrors, type LegField } from './legDraft';

let seq = 0;
export const newRowKey = (): string => `new-${++seq}`;

export interface LegEdges {
  before?: string | null;
  after?: string | null;
  firstNumber?: number;
}

let typesOnce: Promise<AircraftTypeHit[]> | null = null;
/** Aircraft types for the ETE estimate, when the user may read them (else none: the default speed). */
function loadTypes(): Promise<AircraftTypeHit[]> {
  if (!hasAbility('aircraftType:list')) return Promise.resolve([]);
  return (typesOnce ??= tripCommands.aircraftTypes().then(
    (a) => a.list,
    () => {
      typesOnce = null;
      return [];
    },
  ));
}

/**
 * State of leg rows in a form: the drafts, the clock they are typed in (the user's time type by
 * default; switching converts what is typed), the aircraft type of the ETE estimate, touched
 * fields, and the server's field errors (each cleared when its field is edited).
 */
export function useLegDrafts(initial: () => LegDraft[], edges: LegEdges = {}) {
  const { timeType: userTimeType } = useSnapshot(settings);
  const [timeType, setTimeTypeState] = useState<TimeType>(userTimeType);
  const [drafts, setDraftsState] = useState<LegDraft[]>(initial);
  const [touched, setTouched] = useState<Record<string, true>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, LegErrors>>({});
  const [types, setTypes] = useState<AircraftTypeHit[]>([]);
  const [typeId, setTypeId] = useState('');
  const airports = useAirportBook(drafts.flatMap((d) => [d.departureIcao, d.arrivalIcao]));
  const clock: Clock = useMemo(() => ({ timeType, airports }), [timeType, airports]);
  const aircraftType = types.find((x) => x.id === typeId) ?? null;
  const ctx = useMemo(() => ({ ...clock, aircraftType }), [clock, aircraftType]);
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;

  useEffect(() => {
    let live = true;
    void loadTypes().then((list) => live && setTypes(list));
    return () => {
      live = false;
    };
  }, []);

  // A zone or position arriving, or another aircraft type: refill what the user has not typed.
  useEffect(() => {
    setDraftsState((cur) => {
      const next = cur.map((d) => fillDerived(d, ctx));
      return next.every((d, i) => d === cur[i]) ? cur : next;
    });
  }, [ctx]);

  const setDrafts = useCallback((next: LegDraft[]) => setDraftsState(next), []);

  const change = useCallback(
    (index: number, patch: Partial<Pick<LegDraft, LegField>>) => {
      setDraftsState((cur) => cur.map((d, i) => (i === index ? applyChange(d, patch, ctx) : d)));
      const key = draftsRef.current[index]?.key;
      if (key) {
        setServer((cur) => {
          const row = cur[key];
          if (!row) return cur;
          const left = { ...row };
          for (const f of Object.keys(patch)) delete left[f as LegField];
          return { ...cur, [key]: left };
        });
      }
    },
    [ctx],
  );

  const touch = useCallback((index: number, field: LegField) => {
    const key = draftsRef.current[index]?.key;
    if (key) setTouched((cur) => (cur[`${key}.${field}`] ? cur : { ...cur, [`${key}.${field}`]: true }));
  }, []);

  /** The user picked another clock: what is typed keeps its instant. */
  const setTimeType = useCallback(
    (next: TimeType) => {
      setDraftsState((cur) => cur.map((d) => convertDraft(d, clock, { ...clock, timeType: next })));
      setTimeTypeState(next);
    },
    [clock],
  );

  const check = useMemo(() => checkDrafts(drafts, clock, edges), [drafts, clock, edges]);

  /** Errors to show for a row: the server's at once, the form's once touched or submitted. */
  const shownErrors = (index: number): LegErrors => {
    const d = drafts[index];
    if (!d) return {};
    const own = check.errors[index] ?? {};
    const shown: LegErrors = {};
    for (const [f, rule] of Object.entries(own)) if (submitted || touched[`${d.key}.${f}`]) shown[f as LegField] = rule;
    return { ...shown, ...(server[d.key] ?? {}) };
  };

  const addRow = (at = drafts.length) => {
    const prev = drafts[at - 1] ?? null;
    setDraftsState([...drafts.slice(0, at), emptyDraft(newRowKey(), prev), ...drafts.slice(at)]);
  };
  const removeRow = (index: number) => setDraftsState(drafts.filter((_, i) => i !== index));

  /** Field errors of the server by row index. */
  const setServerErrors = (byIndex: Record<number, LegErrors>) =>
    setServer(Object.fromEntries(Object.entries(byIndex).map(([i, e]) => [drafts[Number(i)]?.key ?? '', e]).filter(([k]) => k !== '')));

  const reset = (rows: LegDraft[]) => {
    setDraftsState(rows);
    setTouched({});
    setSubmitted(false);
    setServer({});
  };

  return {
    drafts,
    setDrafts,
    clock,
    timeType,
    setTimeType,
    types,
    typeId,
    setTypeId,
    change,
    touch,
    check,
    shownErrors,
    submitted,
    setSubmitted,
    setServerErrors,
    addRow,
    removeRow,
    reset,
  };
}

export type LegDraftsState = ReturnType<typeof useLegDrafts>;
