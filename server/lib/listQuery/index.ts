export type {
  CompiledListQuery,
  FieldDef,
  FieldType,
  ListCondition,
  ListGroup,
  ListOp,
  ListQueryBody,
  ListResourceDef,
} from './types';
export { compileListQuery, defineListResource, escapeLike, ListQueryError, type ListQueryErrorReason } from './compile';
export {
  LIST_LIMITS,
  LIST_OPS,
  ListConditionSchema,
  ListGroupSchema,
  ListQuerySchema,
  listAnswerSchema,
  type ListQuerySchemaBody,
} from './schema';
export { OPS } from './ops';
