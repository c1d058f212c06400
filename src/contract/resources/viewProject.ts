import { declareResource } from './types';

/**
 * Data-report projects (shell route /viewData): per company, the external report addresses the
 * screen lists and opens in a new window. Addresses are absolute http(s) URLs (rule `url`);
 * `enabled` false hides a project from the people who only open them (administrators still edit it).
 */
export const viewProjectDecl = declareResource({
  name: 'viewProject',
  table: 'view_projects',
  path: '/view/v1/viewProject',
  area: 'viewProject',
  component: 'viewData/ViewData',
  noun: 'data-report project',
  tag: 'view: data-report projects',
  fields: {
    name: { kind: 'text', maxLength: 100, required: true, search: 'like' },
    url: { kind: 'text', maxLength: 2048, rule: 'url', required: true, wide: true, search: 'like' },
    notes: { kind: 'text', maxLength: 1000, multiline: true, wide: true },
    sortNum: { kind: 'integer', min: 0, max: 99999, default: 0 },
    enabled: { kind: 'boolean', default: true, search: 'eq' },
  },
  title: 'name',
  defaultSort: { field: 'sortNum', direction: 'asc' },
  unique: [{ fields: ['name'], message: 'viewProject.unique.name' }],
});
