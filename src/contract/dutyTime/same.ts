/** Compile-time checks that a schema's Static type and a domain type are the same shape. */

/** `true` when A and B are assignable both ways, else `false` (a `const x: Same<…> = true` then fails to compile). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The domain's types are readonly throughout; Static types are not. */
export type Mutable<T> = T extends readonly (infer U)[] ? Mutable<U>[] : T extends object ? { -readonly [K in keyof T]: Mutable<T[K]> } : T;
