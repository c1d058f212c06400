import { SUCCESS_CODE } from '../../src/domain/api';

/** The success envelope. */
export function ok<T>(result: T): { code: number; message: string; result: T } {
  return { code: SUCCESS_CODE, message: 'success', result };
}
