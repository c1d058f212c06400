/**
 * The crew module's duty-time routes (server/modules/crew/duty*): regulations (the four built-in
 * presets and the company's own copies), the duty-period check, and the flight-time and fatigue
 * reports. Requests and answers: src/contract/dutyTime.
 */
import type { DutyCheckAnswer, DutyCheckBody, FatigueReportAnswer, FlightTimeReportAnswer, RegulationDetail, RegulationInput, RegulationRow, RegulationUpdate, ReportBody } from '../contract/dutyTime';
import type { DutyCheckExportBody, ReportExportBody } from '../contract/dutyTime/columns';
import { fileNameOf } from './exportFile';
import { api, http } from './http';
import type { ListAnswer, ListQueryBody } from './trip';

export type {
  CheckItem,
  DutyCheckAnswer,
  DutyCheckBody,
  DutyLegView,
  DutyPeriodView,
  FatigueReportRow,
  FlightTimeReportRow,
  Loosening,
  RegulationDetail,
  RegulationInput,
  RegulationRow,
  RegulationUpdate,
  ReportAnswer,
  ReportBody,
  ReportFigure,
} from '../contract/dutyTime';

const BASE = '/crew/v1/regulations';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** The export routes of the area (the screens' server-side xlsx). */
export const DUTY_EXPORT_URLS = {
  regulations: `${BASE}/export`,
  dutyCheck: '/crew/v1/dutyChecks/export',
  flightTimeReport: '/crew/v1/reports/flightTime/export',
  fatigueReport: '/crew/v1/reports/fatigue/export',
} as const;

export const regulationApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<RegulationRow>>(`${BASE}/list`, body),
  /** The same list without telling the user of a failure (the pickers of the check and report screens). */
  listQuiet: (body: ListQueryBody) => api.read<ListAnswer<RegulationRow>>(`${BASE}/list`, body, { silent: true }),
  get: (id: string) => api.get<RegulationDetail>(one(id)),
  create: (body: RegulationInput) => api.post<RegulationRow>(BASE, body),
  /** A stale `version` answers 412; a looser value 400 `dutyTime.error.regulationLoosens` with `{ items }`. */
  update: (id: string, body: RegulationUpdate) => api.put<RegulationRow>(one(id), body),
  remove: (ids: string[]) => api.delete<null>(BASE, ids),
  setDefault: (id: string) => api.post<RegulationRow>(`${one(id)}/setDefault`, {}),
};

export const dutyCheckApi = {
  check: (body: DutyCheckBody) => api.read<DutyCheckAnswer>('/crew/v1/dutyChecks/check', body),
};

export const dutyReportApi = {
  flightTime: (body: ReportBody) => api.read<FlightTimeReportAnswer>('/crew/v1/reports/flightTime', body),
  fatigue: (body: ReportBody) => api.read<FatigueReportAnswer>('/crew/v1/reports/fatigue', body),
};

/** A computed table's export: the screen's own body plus the shown columns and the time type. */
export type DutyExportRequest = { url: typeof DUTY_EXPORT_URLS.dutyCheck; body: DutyCheckExportBody } | { url: typeof DUTY_EXPORT_URLS.flightTimeReport | typeof DUTY_EXPORT_URLS.fatigueReport; body: ReportExportBody };

export const dutyExportApi = {
  /** The .xlsx the server builds (requirements D9) and its file name. */
  async file(req: DutyExportRequest, fallbackName: string, onProgress?: (loaded: number, total?: number) => void): Promise<{ blob: Blob; fileName: string }> {
    const res = await http.post<Blob>(req.url, req.body, { responseType: 'blob', timeout: 60_000, onDownloadProgress: (e) => onProgress?.(e.loaded, e.total) });
    const disposition = res.headers['content-disposition'] as unknown;
    return { blob: res.data, fileName: fileNameOf(typeof disposition === 'string' ? disposition : undefined, `${fallbackName}.xlsx`) };
  },
};
