/**
 * The system log, the review of registrations and the release notes (server/modules/common/logRoutes.ts,
 * server/modules/register/registerRoutes.ts, server/modules/system/updateLogRoutes.ts; types in src/contract).
 */
import type { Company } from '../contract/registration';
import type { LogRow } from '../contract/logs';
import type { FormSeatRow } from '../contract/formSeat';
import type { UpdateLogRow } from '../contract/updateLog';
import { api } from './http';
import { crudApi } from './resources';
import type { ListAnswer, ListQueryBody } from './trip';

export type { Company, FormSeatRow, LogRow, UpdateLogRow };
export { FORM_CREW_TYPES, FORM_EXPORT_TYPES, FORM_SEND_TO, FORM_TYPES } from '../contract/formSeat';
/** A seat of the company (id, key, name). */
export type SeatRow = { id: string; keyName: string; name: string; sortNum: number; note: string | null };
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

const UPDATE_LOGS = '/system/v1/updateLogs';

/** Release notes (server/modules/system/updateLogRoutes.ts; types: src/contract/updateLog.ts). */
export const updateLogApi = {
  ...crudApi<UpdateLogRow>(UPDATE_LOGS),
  /** `version` is the row's: a stale one answers 412. */
  publish: (id: string, version: number) => api.post<UpdateLogRow>(`${UPDATE_LOGS}/${encodeURIComponent(id)}/publish`, { version }),
};

const FORM_SEATS = '/system/v1/formSeatRelations';

/** Form–seat relations (server/modules/system/formSeatRoutes.ts; types: src/contract/formSeat.ts). */
export const formSeatApi = {
  ...crudApi<FormSeatRow>(FORM_SEATS),
  /** The company's seats a relation may name. */
  seats: () => api.get<SeatRow[]>(`${FORM_SEATS}/seats`),
};

/**
 * Names of the ids a permission change lists, for the kinds whose entries are ids: seats (4) and
 * roles (7). Without the key to read them (or for other kinds) an empty map: the ids show as stored.
 */
export async function permissionEntryNames(permissionType: number | null): Promise<Record<string, string>> {
  const byId = (rows: { id: string; name: string }[]) => Object.fromEntries(rows.map((r) => [r.id, r.name]));
  try {
    if (permissionType === 4) return byId(await api.get<SeatRow[]>('/common/v1/seats', { silent: true }));
    if (permissionType === 7) return byId((await api.read<ListAnswer<{ id: string; name: string }>>('/common/v1/sysRoles/list', { pageSize: 500 }, { silent: true })).list);
  } catch {
    // no key to read them: the ids stay
  }
  return {};
}
