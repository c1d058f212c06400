/**
 * The crew module's duty-time routes (server/modules/crew/duty*): regulations (the four built-in
 * presets and the company's own copies), the duty-period check, and the flight-time and fatigue
 * reports. The answers' types are shared with the server in src/domain/dutyTime/api.ts.
 */
import type { DutyCheckAnswer, FatigueReportRow, FlightTimeReportRow, RegulationDetail, RegulationInput, RegulationRow, ReportAnswer } from '../domain/dutyTime/api';
import { api } from './http';
import type { ListAnswer, ListQueryBody } from './trip';

const BASE = '/crew/v1/regulations';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const regulationApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<RegulationRow>>(`${BASE}/list`, body),
  /** The same list without telling the user of a failure (the pickers of the check and report screens). */
  listQuiet: (body: ListQueryBody) => api.read<ListAnswer<RegulationRow>>(`${BASE}/list`, body, { silent: true }),
  get: (id: string) => api.get<RegulationDetail>(one(id)),
  create: (body: RegulationInput) => api.post<RegulationRow>(BASE, body),
  /** A stale `version` answers 412; a looser value 400 `dutyTime.error.regulationLoosens` with `{ items }`. */
  update: (id: string, body: RegulationInput & { version: number }) => api.put<RegulationRow>(one(id), body),
  remove: (ids: string[]) => api.delete<unknown>(BASE, ids),
  setDefault: (id: string) => api.post<unknown>(`${one(id)}/setDefault`, {}),
};

export interface DutyCheckBody {
  crewId: string;
  /** ISO instants; at most DUTY_CHECK_MAX_DAYS days apart. */
  from: string;
  to: string;
  regulationId: string;
}

export interface ReportBody {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 1–200 crew members. */
  crewIds: string[];
  regulationId: string;
}

export const dutyCheckApi = {
  check: (body: DutyCheckBody) => api.read<DutyCheckAnswer>('/crew/v1/dutyChecks/check', body),
};

export const dutyReportApi = {
  flightTime: (body: ReportBody) => api.read<ReportAnswer<FlightTimeReportRow>>('/crew/v1/reports/flightTime', body),
  fatigue: (body: ReportBody) => api.read<ReportAnswer<FatigueReportRow>>('/crew/v1/reports/fatigue', body),
};
