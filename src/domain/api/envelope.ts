/** Code of every successful answer. */
export const SUCCESS_CODE = 20000;
/** Codes the browser also accepts as success (requirements S9). */
export const SUCCESS_CODES: readonly (number | string)[] = [200, 0, '200', '0', SUCCESS_CODE];
/** No user with that e-mail address (requirements S8). */
export const NO_MATCHING_EMAIL_CODE = 6004;

/** Every answer of the API: `{code, message, result}`; errors add the stable message `key`. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  result: T;
  key?: string;
}

export interface ListResult<T> {
  totalNum: number;
  list: T[];
}

/** Request timeout of the browser's request layer (ms). */
export const REQUEST_TIMEOUT_MS = 30_000;
