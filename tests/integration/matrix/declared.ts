/**
 * Declared resources (src/contract/resources), generated per declaration: lists answer 200; by-id
 * routes aim at no row (404); a create with an empty body lacks the required fields (400). Round
 * trips are in declaredResources.test.ts.
 */
import { DECLARED_RESOURCES } from '../../../src/contract/resources';
import { NO_ROW, type MatrixArea } from './types';

export default {
  bodies: Object.fromEntries(
    DECLARED_RESOURCES.flatMap(({ path }) => [
      [`POST ${path}/list`, () => ({ pageSize: 5 })],
      [`POST ${path}`, () => ({})],
      [`PUT ${path}/:id`, () => ({ version: 1 })],
      [`DELETE ${path}`, () => [NO_ROW]],
      [`POST ${path}/export`, () => ({ scope: 'page', columns: ['updateAuthor'] })],
    ]),
  ),
  adminStatus: Object.fromEntries(
    DECLARED_RESOURCES.flatMap(({ path }) => [
      [`GET ${path}/:id`, 404],
      [`PUT ${path}/:id`, 404],
      [`DELETE ${path}`, 404],
      [`POST ${path}`, 400],
      // a JSON body is no file (import.error.noFile); declaredResources.test.ts imports files
      [`POST ${path}/import`, 400],
    ]),
  ),
} satisfies MatrixArea;
