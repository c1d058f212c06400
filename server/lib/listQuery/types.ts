import type { AnyColumn, SQL, SQLWrapper } from 'drizzle-orm';

/** How a field's filter values are validated and bound. */
export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'datetime' | 'date' | 'uuid' | 'enum';

export type { ListOp } from '../../../src/domain/list';
import type { ListOp } from '../../../src/domain/list';

/** One filterable / sortable field of a resource, keyed by its public (API) name. */
export interface FieldDef {
  /** A table column, or a drizzle `sql` expression (wrapped in parentheses when compiled). */
  column: AnyColumn | SQL;
  type: FieldType;
  /** Operators allowed on this field. `like`/`startsWith`/`endsWith` require type 'string'. */
  ops: readonly ListOp[];
  sortable?: boolean;
  /** Required for type 'enum': the accepted values. */
  enumValues?: readonly (string | number)[];
  /**
   * A parameter rather than a value to compare: `eq` stands for this condition of the bound value
   * (e.g. "anything due within N days"); the column still types and sorts the field.
   */
  eqMeans?: (value: SQLWrapper) => SQL;
}

/** The per-resource whitelist every `POST …/list` route declares. */
export interface ListResourceDef {
  name: string;
  fields: Record<string, FieldDef>;
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  /** A unique column (usually the primary key), appended ascending to every ORDER BY so paging is stable. */
  tieBreaker: AnyColumn;
  /** Default 500. */
  maxPageSize?: number;
}

/** One condition `{ name, op, value }`: the contract's type. */
export type { ListConditionBody as ListCondition } from '../../../src/contract/listQuery';
import type { ListConditionBody as ListCondition } from '../../../src/contract/listQuery';

export interface ListGroup {
  logic?: 'and' | 'or' | 'AND' | 'OR';
  conditions: (ListCondition | ListGroup)[];
}

export interface ListQueryBody {
  page?: number;
  pageSize?: number;
  sortProperties?: string | string[];
  sortDirection?: 'asc' | 'desc' | 'ASC' | 'DESC';
  searchParas?: ListGroup;
}

export interface CompiledListQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  page: number;
  pageSize: number;
}
