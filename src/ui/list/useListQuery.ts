import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListAnswer, ListCondition, ListQueryBody } from '../../api/trip';
import { buildListBody, DEFAULT_PAGE_SIZE, lastPage, nextSort, type Sort } from './listQuery';

export interface ListQueryOptions {
  pageSize?: number;
  /** Sort before the user clicks a header; null leaves the server's default. */
  sort?: Sort | null;
  conditions?: readonly ListCondition[];
}

export interface ListQuery<T> {
  rows: T[];
  total: number;
  loading: boolean;
  /** The last load failed (the user has been told by the request layer). */
  failed: boolean;
  page: number;
  pageSize: number;
  pages: number;
  sort: Sort | null;
  body: ListQueryBody;
  setPage(page: number): void;
  setPageSize(size: number): void;
  /** Header click: ascending, descending, default. */
  toggleSort(field: string): void;
  /** New search conditions; back to page 1. */
  search(conditions: readonly ListCondition[]): void;
  reload(): void;
}

/**
 * State of a `POST …/list` screen: paging, header sort, search conditions, the answer. Only the
 * latest request's answer is kept; a page beyond the end after a search moves to the last page.
 */
export function useListQuery<T>(fetch: (body: ListQueryBody) => Promise<ListAnswer<T>>, opts: ListQueryOptions = {}): ListQuery<T> {
  const [page, setPageState] = useState(1);
  const [pageSize, setPageSizeState] = useState(opts.pageSize ?? DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<Sort | null>(opts.sort ?? null);
  const [conditions, setConditions] = useState<readonly ListCondition[]>(opts.conditions ?? []);
  const [answer, setAnswer] = useState<ListAnswer<T>>({ totalNum: 0, list: [] });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  const ticket = useRef(0);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  // the request layer refuses a second identical POST while the first runs: share it instead
  const inFlight = useRef<{ key: string; promise: Promise<ListAnswer<T>> } | null>(null);

  const body = useMemo(() => buildListBody({ page, pageSize, sort, conditions }), [page, pageSize, sort, conditions]);

  useEffect(() => {
    const mine = ++ticket.current;
    setLoading(true);
    const key = JSON.stringify(body);
    const running = inFlight.current?.key === key ? inFlight.current.promise : null;
    const promise = running ?? fetchRef.current(body);
    if (!running) {
      inFlight.current = { key, promise };
      const clear = () => {
        if (inFlight.current?.promise === promise) inFlight.current = null;
      };
      promise.then(clear, clear);
    }
    promise.then(
      (a) => {
        if (mine !== ticket.current) return;
        const last = lastPage(a.totalNum, body.pageSize ?? DEFAULT_PAGE_SIZE);
        if (a.list.length === 0 && (body.page ?? 1) > last) setPageState(last);
        setAnswer(a);
        setFailed(false);
        setLoading(false);
      },
      () => {
        if (mine !== ticket.current) return;
        setFailed(true);
        setLoading(false);
      },
    );
  }, [body, tick]);

  return {
    rows: answer.list,
    total: answer.totalNum,
    loading,
    failed,
    page,
    pageSize,
    pages: lastPage(answer.totalNum, pageSize),
    sort,
    body,
    setPage: useCallback((p: number) => setPageState(Math.max(1, Math.floor(p))), []),
    setPageSize: useCallback((s: number) => {
      setPageSizeState(s);
      setPageState(1);
    }, []),
    toggleSort: useCallback((field: string) => setSort((cur) => nextSort(cur, field)), []),
    search: useCallback((c: readonly ListCondition[]) => {
      setConditions(c);
      setPageState(1);
      setTick((n) => n + 1);
    }, []),
    reload: useCallback(() => setTick((n) => n + 1), []),
  };
}
