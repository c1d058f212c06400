import type { ListOp } from './types';

/** The usual operator sets of list fields, so every resource offers the same searches for the same kinds of field. */
export const OPS = {
  text: ['eq', 'ne', 'like', 'startsWith', 'in', 'isNull', 'isNotNull'],
  number: ['eq', 'gt', 'ge', 'lt', 'le', 'between', 'isNull', 'isNotNull'],
  time: ['gt', 'ge', 'lt', 'le', 'between'],
  flag: ['eq', 'isNull', 'isNotNull'],
  choice: ['eq', 'ne', 'in'],
} as const satisfies Record<string, readonly ListOp[]>;
