/**
 * Declared resources (src/contract/resources), generated per declaration: lists answer 200; by-id
 * routes aim at no row (404); a create with an empty body lacks the required fields (400). Round
 * trips are in declaredResources.test.ts.
 */
import { DECLARED_RESOURCES } from '../../../src/contract/resources';
import type { ResourceDecl } from '../../../src/contract/resources';
import { NO_ROW, type MatrixArea } from './types';

/** An edit changes at least one field (an edit of nothing is a 400): the first field a plain value fits. */
function editOf(decl: ResourceDecl): Record<string, unknown> {
  for (const [name, f] of Object.entries(decl.fields)) {
    if (f.kind === 'boolean') return { version: 1, [name]: true };
    if (f.kind === 'integer') return { version: 1, [name]: f.min };
    if (f.kind === 'enum') return { version: 1, [name]: f.values[0] };
    if (f.kind === 'text' && !f.pattern && !f.rule) return { version: 1, [name]: 'matrix'.slice(0, f.maxLength) };
  }
  throw new Error(`${decl.name}: no field the matrix can edit`);
}

export default {
  bodies: Object.fromEntries(
    DECLARED_RESOURCES.flatMap((decl) => [
      [`POST ${decl.path}/list`, () => ({ pageSize: 5 })],
      [`POST ${decl.path}`, () => ({})],
      [`PUT ${decl.path}/:id`, () => editOf(decl)],
      [`DELETE ${decl.path}`, () => [NO_ROW]],
      [`POST ${decl.path}/export`, () => ({ scope: 'page', columns: ['updateAuthor'] })],
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
