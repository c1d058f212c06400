/** Import routes: a JSON body is no file (400 import.error.noFile); the templates answer 200 (tests/integration/import.test.ts covers the files). */
import type { MatrixArea } from './types';

const area: MatrixArea = {
  adminStatus: {
    'POST /crew/v1/crews/import': 400,
    'POST /customer/v1/customers/import': 400,
    'POST /base/v1/airports/import': 400,
  },
};
export default area;
