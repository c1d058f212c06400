/**
 * The header's refresh button dispatches this window event; the view cache listens and re-mounts
 * the current view. `detail.path` is the route being refreshed.
 */
export const REFRESH_VIEW_EVENT = 'foc:refresh-view';

export interface RefreshViewDetail {
  path: string;
}

export function requestViewRefresh(path: string): void {
  window.dispatchEvent(new CustomEvent<RefreshViewDetail>(REFRESH_VIEW_EVENT, { detail: { path } }));
}
