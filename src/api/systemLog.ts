/**
 * The system log and the review of registrations (server/modules/common/logRoutes.ts,
 * server/modules/register/registerRoutes.ts; types: src/contract/logs.ts, registration.ts).
 */
import type { Company } from '../contract/registration';
import type { LogRow } from '../contract/logs';
import { api } from './http';
import type { ListAnswer, ListQueryBody } from './trip';

export type { Company, LogRow };
export { LOG_COLUMNS, LOG_MODULES, LOG_PERMISSION_TYPES } from '../contract/logs';
export { REGISTRATION_COLUMNS, REGISTRATION_STATUSES } from '../contract/registration';

export const LOG_EXPORT_URL = '/common/v1/sysLogs/export';
export const REGISTRATION_EXPORT_URL = '/common/v1/registrations/export';

const one = (id: string) => `/common/v1/registrations/${encodeURIComponent(id)}`;

export const systemLogApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<LogRow>>('/common/v1/sysLogs/list', body),
};

export const registrationApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<Company>>('/common/v1/registrations/list', body),
  /** `version` is the row's: a stale one answers 412. */
  approve: (id: string, version: number) => api.post<Company>(`${one(id)}/approve`, { version }),
  /** `note`: the reason, required (the applicant reads it in the mail). */
  reject: (id: string, version: number, note: string) => api.post<Company>(`${one(id)}/reject`, { version, note }),
};
