import type { RouteRecord } from '../../domain/access';

/** A screen of the router with its full path and the trail of titles above it (for breadcrumb and tabs). */
export interface FlatRoute {
  path: string;
  name: string;
  component: string;
  redirect?: string;
  title: string;
  icon: string | null;
  hidden: boolean;
  noClosable: boolean;
  noKeepAlive: boolean;
  tabHidden: boolean;
  topRight: boolean;
  buttons: string[];
  /** Titles and paths from the top-level entry down to this one. */
  trail: { title: string; path: string }[];
  /** True for directories (they only redirect). */
  directory: boolean;
}

export function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path.replace(/\/+$/, '') || '/';
  if (/^https?:\/\//.test(path)) return path;
  const base = parent === '/' ? '' : parent.replace(/\/+$/, '');
  return `${base}/${path}`.replace(/\/{2,}/g, '/');
}

export function isExternal(path: string): boolean {
  return /^https?:\/\//.test(path);
}

/** Every route of the server's tree, flattened with full paths, depth-first. */
export function flattenRoutes(records: readonly RouteRecord[], parentPath = '/', trail: FlatRoute['trail'] = []): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const r of records) {
    const path = joinPath(parentPath, r.path);
    const here = [...trail, { title: r.meta.title, path }];
    const directory = (r.children?.length ?? 0) > 0;
    out.push({
      path,
      name: r.name,
      component: r.component,
      redirect: r.redirect,
      title: r.meta.title,
      icon: r.meta.icon,
      hidden: r.hidden,
      noClosable: r.meta.noClosable,
      noKeepAlive: r.meta.noKeepAlive,
      tabHidden: r.meta.tabHidden,
      topRight: r.meta.topRight,
      buttons: r.meta.buttons,
      trail: here,
      directory,
    });
    if (r.children) out.push(...flattenRoutes(r.children, path, path === '/' ? [] : here));
  }
  return out;
}

/** The route for a path (exact match; the root directory '/' redirects to its first screen). */
export function findRoute(routes: readonly FlatRoute[], pathname: string): FlatRoute | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return routes.find((r) => r.path === clean);
}
