/** Every operator a list query may use (`searchParas.conditions[].op`); each resource whitelists a subset. */
export const LIST_OPS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'like', 'startsWith', 'endsWith', 'in', 'notIn', 'between', 'isNull', 'isNotNull'] as const;

export type ListOp = (typeof LIST_OPS)[number];
