import { Type, type Static, type TLiteral, type TSchema } from 'typebox';
import { LIST_OPS } from '../domain/list';

/** Hard limits shared by the body schema and the compiler. */
export const LIST_LIMITS = {
  defaultPage: 1,
  maxPage: 100_000,
  defaultPageSize: 20,
  maxPageSize: 500,
  maxSortProperties: 5,
  /** Leaf conditions in the whole tree. */
  maxConditions: 50,
  /** Groups in the whole tree, the top-level `searchParas` included. */
  maxGroups: 50,
  /** `searchParas` is depth 1; its groups depth 2; theirs depth 3. */
  maxDepth: 3,
  maxInItems: 500,
  maxStringLength: 200,
  maxFieldNameLength: 100,
} as const;

export { LIST_OPS };

/** `[TLiteral<'a'>, TLiteral<'b'>, …]` for a readonly tuple of strings, so `Static` of the union is the string union (a bare `.map` gives `never`). */
type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
const literals = <const T extends readonly string[]>(values: T) => values.map((v) => Type.Literal(v)) as unknown as Literals<T>;

const Logic = Type.Union([Type.Literal('and'), Type.Literal('or'), Type.Literal('AND'), Type.Literal('OR')]);

export const ListConditionSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: LIST_LIMITS.maxFieldNameLength }),
    op: Type.Union(literals(LIST_OPS)),
    // Any JSON value: validated per field type by compileListQuery.
    value: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

const conditionsOf = <T extends TSchema>(item: T) =>
  Type.Array(item, { maxItems: LIST_LIMITS.maxConditions });

// Groups nest at most LIST_LIMITS.maxDepth (3) levels; hand-unrolled instead of a recursive schema.
const Group3 = Type.Object(
  { logic: Type.Optional(Logic), conditions: conditionsOf(ListConditionSchema) },
  { additionalProperties: false },
);
const Group2 = Type.Object(
  { logic: Type.Optional(Logic), conditions: conditionsOf(Type.Union([ListConditionSchema, Group3])) },
  { additionalProperties: false },
);
export const ListGroupSchema = Type.Object(
  { logic: Type.Optional(Logic), conditions: conditionsOf(Type.Union([ListConditionSchema, Group2])) },
  { additionalProperties: false },
);

/** Body of every `POST …/list` route. */
export const ListQuerySchema = Type.Object(
  {
    page: Type.Optional(
      Type.Integer({ minimum: 1, maximum: LIST_LIMITS.maxPage, default: LIST_LIMITS.defaultPage }),
    ),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: LIST_LIMITS.maxPageSize, default: LIST_LIMITS.defaultPageSize }),
    ),
    sortProperties: Type.Optional(
      Type.Union([
        // '' is accepted and means "no sort" (default sort applies).
        Type.String({ maxLength: LIST_LIMITS.maxFieldNameLength }),
        Type.Array(Type.String({ minLength: 1, maxLength: LIST_LIMITS.maxFieldNameLength }), {
          maxItems: LIST_LIMITS.maxSortProperties,
        }),
      ]),
    ),
    sortDirection: Type.Optional(
      Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ASC'), Type.Literal('DESC')]),
    ),
    searchParas: Type.Optional(ListGroupSchema),
  },
  { additionalProperties: false },
);

export type ListQuerySchemaBody = Static<typeof ListQuerySchema>;
/** One condition `{ name, op, value }` of a list query. */
export type ListConditionBody = Static<typeof ListConditionSchema>;
/** A group of conditions (or nested groups) of a list query. */
export type ListGroupBody = Static<typeof ListGroupSchema>;

/** Answer payload of a list route: `{ totalNum, list }` (wrap it in the `{ code, message, result }` envelope). */
export function listAnswerSchema<T extends TSchema>(itemSchema: T) {
  return Type.Object(
    {
      totalNum: Type.Integer({ minimum: 0 }),
      list: Type.Array(itemSchema),
    },
    { additionalProperties: false },
  );
}
