import {
  and,
  asc,
  between,
  desc,
  eq,
  gt,
  gte,
  inArray,
  is,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  SQL,
  sql,
  type AnyColumn,
  type SQLWrapper,
} from 'drizzle-orm';
import { LIST_LIMITS, LIST_OPS } from './schema';
import type { CompiledListQuery, FieldDef, ListCondition, ListGroup, ListOp, ListQueryBody, ListResourceDef } from './types';
import { compatibleTypes, driverValue, ListQueryError } from './values';

export { ListQueryError, type ListQueryErrorReason } from './values';

const LIKE_OPS: readonly ListOp[] = ['like', 'startsWith', 'endsWith'];
const checkedDefs = new WeakSet<ListResourceDef>();

/**
 * Validates a resource definition (a programming error throws a plain Error, i.e. a 500, never a 400).
 * Call it where the resource is declared so mistakes surface at start-up; compileListQuery calls it too.
 */
export function defineListResource<T extends ListResourceDef>(def: T): T {
  if (checkedDefs.has(def)) return def;
  const fail = (msg: string): never => {
    throw new Error(`list resource "${def.name}": ${msg}`);
  };
  for (const [name, fd] of Object.entries(def.fields)) {
    for (const op of fd.ops) {
      if (!(LIST_OPS as readonly string[]).includes(op)) fail(`field "${name}" has unknown op "${op}"`);
      if (LIKE_OPS.includes(op) && fd.type !== 'string') fail(`field "${name}": ${op} needs type 'string'`);
    }
    if ((fd.type === 'enum') !== (fd.enumValues !== undefined && fd.enumValues.length > 0)) {
      fail(`field "${name}": enumValues (non-empty) go with type 'enum' and only with it`);
    }
    const allowed = compatibleTypes(fd.column);
    if (allowed && !allowed.includes(fd.type)) fail(`field "${name}": type '${fd.type}' does not fit its column`);
  }
  if (!Object.hasOwn(def.fields, def.defaultSort.field)) fail(`defaultSort.field "${def.defaultSort.field}" is not a field`);
  const max = def.maxPageSize ?? LIST_LIMITS.maxPageSize;
  if (!Number.isInteger(max) || max < 1 || max > LIST_LIMITS.maxPageSize) fail(`maxPageSize must be 1..${LIST_LIMITS.maxPageSize}`);
  checkedDefs.add(def);
  return def;
}

/** Escapes LIKE metacharacters so user text matches literally (used with `ESCAPE '\'`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function lookupField(def: ListResourceDef, name: unknown): FieldDef {
  // Object.hasOwn: "__proto__", "constructor", … are not fields.
  if (typeof name !== 'string' || !Object.hasOwn(def.fields, name)) {
    throw new ListQueryError(String(name), 'unknownField', `unknown field "${String(name).slice(0, 100)}"`);
  }
  return def.fields[name] as FieldDef;
}

/** The column, or a parenthesised `sql` expression so operator precedence cannot leak. */
function operand(fd: FieldDef): SQLWrapper {
  return is(fd.column, SQL) ? sql`(${fd.column})` : (fd.column as AnyColumn);
}

function compileCondition(def: ListResourceDef, c: ListCondition): SQL {
  const fd = lookupField(def, c.name);
  const name = c.name;
  const op = c.op;
  if (typeof op !== 'string' || !fd.ops.includes(op)) {
    throw new ListQueryError(name, 'opNotAllowed', `operator "${String(op).slice(0, 20)}" is not allowed on "${name}"`);
  }
  const bad = (why: string): never => {
    throw new ListQueryError(name, 'badValue', `bad value for "${name}" (${op}): ${why}`);
  };
  // Bound as plain parameters (sql.param, no column encoder): values are already validated driver values.
  const scalar = (v: unknown): SQLWrapper => {
    const dv = v === null || v === undefined ? undefined : driverValue(fd, v);
    if (dv === undefined) bad(`expected ${fd.type}`);
    return sql.param(dv);
  };
  const col = operand(fd);
  switch (op) {
    case 'eq':
      return fd.eqMeans ? fd.eqMeans(scalar(c.value)) : eq(col, scalar(c.value));
    case 'ne':
      return ne(col, scalar(c.value));
    case 'gt':
      return gt(col, scalar(c.value));
    case 'ge':
      return gte(col, scalar(c.value));
    case 'lt':
      return lt(col, scalar(c.value));
    case 'le':
      return lte(col, scalar(c.value));
    case 'like':
    case 'startsWith':
    case 'endsWith': {
      scalar(c.value); // type / length check
      const text = escapeLike(c.value as string);
      const pattern = op === 'like' ? `%${text}%` : op === 'startsWith' ? `${text}%` : `%${text}`;
      return sql`${col} ILIKE ${sql.param(pattern)} ESCAPE '\\'`;
    }
    case 'in':
    case 'notIn': {
      const list = c.value;
      if (!Array.isArray(list) || list.length === 0) return bad('expected a non-empty array');
      if (list.length > LIST_LIMITS.maxInItems) {
        throw new ListQueryError(name, 'tooMany', `"${name}" ${op}: at most ${LIST_LIMITS.maxInItems} values`);
      }
      const params = list.map(scalar);
      return op === 'in' ? inArray(col, params) : notInArray(col, params);
    }
    case 'between': {
      const pair = c.value;
      if (!Array.isArray(pair) || pair.length !== 2) return bad('expected [min, max]');
      return between(col, scalar(pair[0]), scalar(pair[1]));
    }
    case 'isNull':
    case 'isNotNull':
      if (c.value !== undefined && c.value !== null) bad('takes no value');
      return op === 'isNull' ? isNull(col) : isNotNull(col);
    default:
      throw new ListQueryError(name, 'opNotAllowed', `operator "${String(op)}" is not allowed on "${name}"`);
  }
}

interface WalkState {
  conditions: number;
  groups: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function compileGroup(def: ListResourceDef, group: ListGroup, depth: number, st: WalkState): SQL | undefined {
  if (depth > LIST_LIMITS.maxDepth) {
    throw new ListQueryError('searchParas', 'tooDeep', `groups nest at most ${LIST_LIMITS.maxDepth} levels`);
  }
  if (++st.groups > LIST_LIMITS.maxGroups) {
    throw new ListQueryError('searchParas', 'tooMany', `at most ${LIST_LIMITS.maxGroups} groups`);
  }
  if (!isObject(group) || !Array.isArray(group.conditions)) {
    throw new ListQueryError('searchParas', 'badValue', 'a group needs a conditions array');
  }
  const logic = group.logic === undefined ? 'and' : String(group.logic).toLowerCase();
  if (logic !== 'and' && logic !== 'or') throw new ListQueryError('logic', 'badValue', 'logic must be and/or');
  const parts: (SQL | undefined)[] = [];
  for (const node of group.conditions as unknown[]) {
    if (isObject(node) && 'conditions' in node) {
      parts.push(compileGroup(def, node as unknown as ListGroup, depth + 1, st));
      continue;
    }
    if (!isObject(node)) throw new ListQueryError('searchParas', 'badValue', 'a condition must be an object');
    if (++st.conditions > LIST_LIMITS.maxConditions) {
      throw new ListQueryError('searchParas', 'tooMany', `at most ${LIST_LIMITS.maxConditions} conditions`);
    }
    parts.push(compileCondition(def, node as unknown as ListCondition));
  }
  // Empty (sub)groups impose no constraint; and()/or() drop the undefined parts.
  return logic === 'or' ? or(...parts) : and(...parts);
}

function compileOrder(def: ListResourceDef, body: ListQueryBody): SQL[] {
  const raw = body.sortProperties;
  const props = raw === undefined || raw === '' ? [] : Array.isArray(raw) ? raw : [raw];
  if (props.length > LIST_LIMITS.maxSortProperties) {
    throw new ListQueryError('sortProperties', 'tooMany', `at most ${LIST_LIMITS.maxSortProperties} sort properties`);
  }
  let direction: 'asc' | 'desc' = def.defaultSort.direction;
  if (body.sortDirection !== undefined) {
    const d = typeof body.sortDirection === 'string' ? body.sortDirection.toLowerCase() : '';
    if (d !== 'asc' && d !== 'desc') throw new ListQueryError('sortDirection', 'badValue', 'sortDirection must be asc/desc');
    direction = d;
  } else if (props.length > 0) {
    direction = 'asc';
  }
  const names = props.length > 0 ? [...new Set(props)] : [def.defaultSort.field];
  const orderBy: SQL[] = [];
  let hasTieBreaker = false;
  for (const name of names) {
    const fd = lookupField(def, name);
    if (props.length > 0 && fd.sortable !== true) {
      throw new ListQueryError(name, 'notSortable', `"${name}" is not sortable`);
    }
    if (fd.column === def.tieBreaker) hasTieBreaker = true;
    orderBy.push(direction === 'asc' ? asc(operand(fd)) : desc(operand(fd)));
  }
  if (!hasTieBreaker) orderBy.push(asc(def.tieBreaker));
  return orderBy;
}

function pageNumber(field: 'page' | 'pageSize', v: unknown, fallback: number, max: number): number {
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > max) {
    throw new ListQueryError(field, 'badValue', `${field} must be an integer in 1..${max}`);
  }
  return v;
}

/**
 * Compiles a list-query body against a resource's whitelist into parameterised drizzle SQL.
 * Throws ListQueryError (→ 400) for anything the resource does not allow.
 */
export function compileListQuery(def: ListResourceDef, body: ListQueryBody): CompiledListQuery {
  defineListResource(def);
  const b: ListQueryBody = isObject(body) ? body : {};
  const maxPageSize = def.maxPageSize ?? LIST_LIMITS.maxPageSize;
  const page = pageNumber('page', b.page, LIST_LIMITS.defaultPage, LIST_LIMITS.maxPage);
  const pageSize = pageNumber('pageSize', b.pageSize, Math.min(LIST_LIMITS.defaultPageSize, maxPageSize), maxPageSize);
  const where =
    b.searchParas === undefined || b.searchParas === null
      ? undefined
      : compileGroup(def, b.searchParas, 1, { conditions: 0, groups: 0 });
  return { where, orderBy: compileOrder(def, b), limit: pageSize, offset: (page - 1) * pageSize, page, pageSize };
}
