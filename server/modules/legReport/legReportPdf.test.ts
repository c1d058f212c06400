import { afterEach, describe, expect, it } from 'vitest';
import type { LegReport } from '../../../src/contract/legReport';
import { pdfText } from '../../../tests/support/pdfText';
import { legReportPdf, resetCjkFont } from './legReportPdf';

const airport = (icao: string, en: string, zh: string) => ({ icao, nameEn: en, nameZh: zh, nameZhtw: zh, timeZone: 'Asia/Shanghai' });
const report: LegReport = {
  leg: { legId: 'l', tripId: 't', tripNumber: 'T2612-0001', legNumber: 1, flightNo: null, tailNo: 'B-PDF1', aircraftType: 'F7X', customerName: '客户甲', departure: airport('ZBAA', 'Beijing Capital', '北京首都'), arrival: airport('ZSSS', 'Shanghai Hongqiao', '上海虹桥'), legState: 5 },
  plan: { departureUtc: '2026-12-10T02:00:00.000Z', arrivalUtc: '2026-12-10T04:00:00.000Z', eteMinutes: 110, blockMinutes: 120 },
  actual: { source: 'legActuals', outUtc: null, offUtc: '2026-12-10T02:40:00.000Z', onUtc: '2026-12-10T04:35:00.000Z', inUtc: null, blockMinutes: null, airMinutes: 115, flightMinutes: null },
  differences: { departureMinutes: 40, arrivalMinutes: 35, blockMinutes: null, airMinutes: 5 },
  delay: { minutes: 40, reason: null, reasonRequired: true },
  diversions: [],
  fuel: { unit: null, remain: null, uplift: null, total: null, block: null, flight: null, planned: null },
  passengers: { hidden: true, manifestCount: null, names: [], flbPaxNum: null },
  crew: { assigned: [], operating: [] },
  flb: null,
};

afterEach(() => resetCjkFont());

describe('legReportPdf', () => {
  it('without any CJK font still writes a PDF, in English with a Latin font, and warns once', async () => {
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    const bytes = await legReportPdf(report, { lang: 'zh', timeType: 'Beijing', warn, fonts: [['/nonexistent/font.ttc', undefined]] });
    await legReportPdf(report, { lang: 'zh', timeType: 'Beijing', warn, fonts: [] });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('B-PDF1');
    expect(text).toContain('Leg report');
    expect(text).toContain('2026-12-10 10:40 UTC+8');
    expect(warnings).toHaveLength(1);
  });
});
