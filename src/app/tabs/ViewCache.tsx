import { Spinner } from '@blueprintjs/core';
import { Activity, Fragment, Suspense, useRef, type ReactNode } from 'react';
import { ErrorBoundary } from '../header/ErrorBoundary';
import { UNSAFE_LocationContext, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { tabsState } from '../../state/tabs';
import { pruneViews, touchView } from './viewCache';

export interface ViewCacheProps {
  /** Key of the view on screen (its tab key); null for a path outside the session's routes. */
  viewKey: string | null;
  /** False for routes flagged noKeepAlive: shown, never kept. */
  keepAlive: boolean;
  /** False for routes without a tab (tabHidden): their cached view is only evicted by age. */
  tabbed: boolean;
  /** The routed element (`useOutlet()`). */
  outlet: ReactNode;
}

interface Entry {
  element: ReactNode;
  location: { location: Location; navigationType: NavigationType };
  tabbed: boolean;
}

/**
 * Keep-alive for views: up to 20 views stay mounted (least recently used evicted) but hidden with
 * React's <Activity> (state kept, effects paused) while another one shows. Each keeps the location
 * it was opened with. A closed tab drops its view; a version bump (refresh) re-mounts it.
 */
export function ViewCache({ viewKey, keepAlive, tabbed, outlet }: ViewCacheProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const snap = useSnapshot(tabsState);
  const cache = useRef(new Map<string, Entry>());
  const recency = useRef<string[]>([]);

  const views = cache.current;
  // A path without a view of its own (a directory's redirect, an unknown path) hides the cached ones.
  if (viewKey !== null) views.set(viewKey, { element: outlet, location: { location, navigationType }, tabbed });
  if (viewKey !== null && keepAlive) {
    const { order, evicted } = touchView(recency.current, viewKey);
    recency.current = order;
    for (const k of evicted) views.delete(k);
  }
  // Views whose tab was closed go (the one on screen stays until navigation moves on).
  const open = new Set(snap.tabs.map((x) => x.key));
  recency.current = pruneViews(recency.current, (k) => !views.get(k)?.tabbed || open.has(k), viewKey);
  for (const k of [...views.keys()]) {
    if (k !== viewKey && !recency.current.includes(k)) views.delete(k);
  }
  if (!keepAlive) recency.current = recency.current.filter((k) => k !== viewKey);
  const passing = viewKey === null ? <div className="foc-view">{outlet}</div> : null;

  // Render in insertion order (Map order) so DOM nodes never move.
  return (
    <>
      {[...views.entries()].map(([key, entry]) => (
        <Activity key={key} mode={key === viewKey ? 'visible' : 'hidden'}>
          <div className="foc-view" data-view-key={key}>
            <UNSAFE_LocationContext.Provider value={entry.location}>
              <ErrorBoundary resetKey={`${key}:${snap.versions[key] ?? 0}`}>
                <Suspense fallback={<Spinner className="foc-view__loading" />}>
                  <Fragment key={snap.versions[key] ?? 0}>{entry.element}</Fragment>
                </Suspense>
              </ErrorBoundary>
            </UNSAFE_LocationContext.Provider>
          </div>
        </Activity>
      ))}
      {passing}
    </>
  );
}
