import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Component keys of the server's menus → screens. A key without an entry shows the
 * "under construction" page: screens arrive with the issues that build them, never as fakes.
 */
const VIEWS: Record<string, LazyExoticComponent<ComponentType>> = {
  'index/Index': lazy(() => import('../../pages/home/Index')),
};

const UnderConstruction = lazy(() => import('../../pages/errors/NotFound'));

export function viewFor(component: string): LazyExoticComponent<ComponentType> {
  return VIEWS[component] ?? UnderConstruction;
}

export function hasView(component: string): boolean {
  return component in VIEWS;
}
