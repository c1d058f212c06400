/** The leg report (server/modules/legReport/legReportRoutes.ts). Types: src/contract/legReport.ts. */
import type { LegReportAnswer, LegReportRowAnswer } from '../contract/legReport';
import type { TimeType } from '../domain/timeType';
import { api } from './http';
import type { ListAnswer, ListQueryBody } from './trip';

export type { LegReportAnswer, LegReportRowAnswer } from '../contract/legReport';

const V1 = '/trip/v1/legReports';
export const LEG_REPORT_EXPORT = `${V1}/export`;
export type PdfLang = 'zh' | 'zhtw' | 'en';

export const legReportApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<LegReportRowAnswer>>(`${V1}/list`, body),
  get: (legId: string) => api.get<LegReportAnswer>(`${V1}/${encodeURIComponent(legId)}`),
  /** The report as a PDF in a language and time type. */
  pdf: async (legId: string, lang: PdfLang, timeType: TimeType) =>
    new Blob([await api.arrayBuffer(`${V1}/${encodeURIComponent(legId)}/pdf?lang=${lang}&timeType=${timeType}`)], { type: 'application/pdf' }),
};
