/** Flight log (FLB) calls (src/contract/flb.ts): list, detail, create, update, confirm, recheck, redraft, history, settings. */
import { api } from './http';
import type { ListAnswer, ListQueryBody } from './trip';
import type { FlbConfirm, FlbCreate, FlbCrewMember, FlbDetail, FlbHistoryRow, FlbRecheck, FlbRow, FlbSettings, FlbUpdate } from '../contract/flb';

export type { FlbConfirm, FlbCreate, FlbCrewMember, FlbDetail, FlbHistoryRow, FlbRecheck, FlbRow, FlbSettings, FlbUpdate };
export { FLB_COLUMNS, FLB_COMMANDS, FLB_FILTERS } from '../contract/flb';

const BASE = '/trip/v1/flightLogs';
const id = (v: string) => encodeURIComponent(v);

export const flbApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<FlbRow>>(`${BASE}/list`, body),
  get: (logId: string) => api.get<FlbDetail>(`${BASE}/${id(logId)}`),
  byLeg: (legId: string) => api.get<FlbDetail | null>(`${BASE}/byLeg/${id(legId)}`),
  create: (body: FlbCreate) => api.post<FlbDetail>(BASE, body),
  update: (logId: string, body: FlbUpdate) => api.put<FlbDetail>(`${BASE}/${id(logId)}`, body),
  confirm: (logId: string, body: FlbConfirm) => api.post<FlbDetail>(`${BASE}/${id(logId)}/confirm`, body),
  recheck: (logId: string, body: FlbRecheck) => api.post<FlbDetail>(`${BASE}/${id(logId)}/recheck`, body),
  redraft: (logId: string, version: number) => api.post<FlbDetail>(`${BASE}/${id(logId)}/redraft`, { version }),
  history: (logId: string) => api.get<FlbHistoryRow[]>(`${BASE}/${id(logId)}/history`),
  settings: () => api.get<FlbSettings>(`${BASE}/settings`),
  saveSettings: (body: FlbSettings) => api.put<FlbSettings>(`${BASE}/settings`, body),
  exportUrl: `${BASE}/export`,
};

/** The detail screen's address for a log. */
export const flbEditPath = (logId: string) => `/flight/flbEdit?id=${encodeURIComponent(logId)}`;
