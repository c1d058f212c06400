import type { WorkSummaryAnswer, WorkSummaryBody } from '../contract/workSummary';
import { api } from './http';

export type { WorkSummaryAnswer, WorkSummaryBody, WorkSummaryRow } from '../contract/workSummary';
export { WORK_SUMMARY_COLUMNS, WORK_SUMMARY_GROUPS, workSummaryLabel } from '../contract/workSummary';

export const WORK_SUMMARY_EXPORT_URL = '/trip/v1/flightLogs/workSummary/export';

/** Work summary from flight logs (server/modules/flb/workSummaryRoutes.ts). */
export const workSummaryApi = {
  summary: (body: WorkSummaryBody) => api.read<WorkSummaryAnswer>('/trip/v1/flightLogs/workSummary', body),
};
