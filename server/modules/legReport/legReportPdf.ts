/**
 * The leg report as a PDF (pdfkit): labels from the locale files (`legReport.pdf.*`), times in the
 * chosen time type (Local: each airport's zone). Chinese needs an embedded CJK font: the first of
 * FOC_PDF_CJK_FONT and the system Noto Sans CJK files that exists; without one the report is
 * written in English with a Latin font and the server warns once.
 */
import { existsSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { LegReport } from '../../../src/contract/legReport';
import type { TimeType } from '../../../src/domain/timeType';
import { diffTone, hm, signedHm } from '../../../src/domain/trip/legReport';
import { formatInstant, zoneLabel } from '../../../src/domain/trip/time';
import { translate, type Lang } from '../../lib/messages';

/** Candidate CJK fonts: [path, PostScript name inside a collection]. */
const CJK_FONTS: readonly (readonly [string, string | undefined])[] = [
  ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf', undefined],
  ['/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', 'WenQuanYiMicroHei'],
];

interface CjkFont {
  bytes: Buffer;
  family: string | undefined;
}
let cjk: CjkFont | null | undefined;

/** The CJK font (read once), or null when the machine has none. */
export function cjkFont(warn: (msg: string) => void, candidates: readonly (readonly [string, string | undefined])[] = CJK_FONTS): CjkFont | null {
  if (cjk !== undefined) return cjk;
  const env = process.env.FOC_PDF_CJK_FONT;
  const list = env ? [[env, process.env.FOC_PDF_CJK_FAMILY || undefined] as const, ...candidates] : candidates;
  for (const [path, family] of list) {
    if (!existsSync(path)) continue;
    try {
      cjk = { bytes: readFileSync(path), family };
      return cjk;
    } catch {
      // unreadable: try the next
    }
  }
  warn('legReport: no CJK font found (set FOC_PDF_CJK_FONT or install fonts-noto-cjk); leg report PDFs are written in English with a Latin font');
  cjk = null;
  return cjk;
}

/** Tests: forget the font found. */
export const resetCjkFont = () => {
  cjk = undefined;
};

export interface PdfOptions {
  lang: Lang;
  timeType: TimeType;
  /** Uncompressed streams (tests read the text back). */
  compress?: boolean;
  warn: (msg: string) => void;
  /** Tests: the fonts to look for instead of the system's. */
  fonts?: readonly (readonly [string, string | undefined])[];
}

const TONE_COLOR = { none: '#1c2127', minor: '#935610', major: '#ac2f33' } as const;

export async function legReportPdf(report: LegReport, opts: PdfOptions): Promise<Buffer> {
  const font = cjkFont(opts.warn, opts.fonts);
  const lang: Lang = font ? opts.lang : 'en';
  const tr = (key: string, params?: Record<string, string | number>) => translate(key, lang, params);
  // a Latin font writes what Latin-1 holds; anything else shows as '?'
  const txt = (s: string | number | null | undefined) => {
    const v = s === null || s === undefined || s === '' ? '—' : String(s);
    return font ? v : v.replace(/[^\x20-\xff]/g, '?');
  };
  const { leg } = report;
  const zoneOf = (which: 'departure' | 'arrival') => (opts.timeType === 'Local' ? report.leg[which].timeZone : null);
  const time = (v: unknown, which: 'departure' | 'arrival') => {
    if (!v) return '—';
    const at = v instanceof Date ? v.toISOString() : String(v);
    const zone = zoneOf(which);
    return `${formatInstant(at, opts.timeType, zone).text} ${zoneLabel(opts.timeType, zone, at)}`;
  };
  const airportName = (a: LegReport['leg']['departure']) => `${a.icao} ${lang === 'en' ? a.nameEn : lang === 'zhtw' ? a.nameZhtw : a.nameZh}`;

  const doc = new PDFDocument({ size: 'A4', margin: 40, compress: opts.compress ?? true, info: { Title: `${tr('legReport.pdf.title')} ${leg.tripNumber}-${leg.legNumber}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (font) doc.registerFont('body', font.bytes, font.family as string);
  doc.font(font ? 'body' : 'Helvetica');

  const left = 40;
  const width = doc.page.width - 80;
  const heading = (key: string) => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc.moveDown(0.6).fontSize(12).fillColor('#215db0').text(txt(tr(key)), left, doc.y).moveDown(0.2);
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#c5cbd3').stroke();
    doc.moveDown(0.3).fontSize(9).fillColor('#1c2127');
  };
  /** One row of cells at the given column widths (fractions of the width). */
  const row = (cells: readonly { text: string; color?: string }[], widths: readonly number[]) => {
    if (doc.y > doc.page.height - 60) doc.addPage();
    const y = doc.y;
    let x = left;
    let bottom = y;
    cells.forEach((c, i) => {
      const w = width * (widths[i] ?? 0.25);
      doc.fillColor(c.color ?? '#1c2127').text(txt(c.text), x, y, { width: w - 6 });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.x = left;
    doc.y = bottom + 2;
  };
  const pairs = (items: readonly [string, string | number | null | undefined][]) => {
    for (let i = 0; i < items.length; i += 2) {
      const a = items[i]!;
      const b = items[i + 1];
      row([{ text: tr(a[0]), color: '#5f6b7c' }, { text: txt(a[1]) }, { text: b ? tr(b[0]) : '', color: '#5f6b7c' }, { text: b ? txt(b[1]) : '' }], [0.17, 0.33, 0.17, 0.33]);
    }
  };

  doc.fontSize(16).fillColor('#1c2127').text(txt(`${tr('legReport.pdf.title')}  ${leg.tripNumber}-${leg.legNumber}`), left, 40);
  doc.fontSize(8).fillColor('#5f6b7c').text(txt(tr('legReport.pdf.timeType', { zone: opts.timeType === 'Local' ? tr('legReport.pdf.localZone') : zoneLabel(opts.timeType) })));

  heading('legReport.section.leg');
  pairs([
    ['legReport.field.tripNumber', leg.tripNumber],
    ['legReport.field.legNumber', leg.legNumber],
    ['legReport.field.flightNo', leg.flightNo],
    ['legReport.field.tailNo', leg.tailNo],
    ['legReport.field.aircraftType', leg.aircraftType],
    ['legReport.field.customer', leg.customerName],
    ['legReport.field.departure', airportName(leg.departure)],
    ['legReport.field.arrival', airportName(leg.arrival)],
    ['legReport.field.source', report.actual.source ? tr(`legReport.source.${report.actual.source}`) : tr('legReport.source.none')],
    ['legReport.field.flbStatus', report.flb ? tr(`legReport.flbStatus.${report.flb.status}`) : tr('legReport.flbStatus.none')],
  ]);

  heading('legReport.section.planActual');
  const w4 = [0.2, 0.3, 0.36, 0.14];
  row([{ text: ' ' }, { text: tr('legReport.col.plan') }, { text: tr('legReport.col.actual') }, { text: tr('legReport.col.diff') }].map((c) => ({ ...c, color: '#5f6b7c' })), w4);
  const d = report.differences;
  const diffCell = (v: number | null) => ({ text: signedHm(v), color: TONE_COLOR[diffTone(v)] });
  const a = report.actual;
  row([{ text: tr('legReport.field.departureTime') }, { text: time(report.plan.departureUtc, 'departure') }, { text: a.outUtc ? `${tr('legReport.field.out')} ${time(a.outUtc, 'departure')}` : time(a.offUtc, 'departure') }, diffCell(d.departureMinutes)], w4);
  if (a.outUtc) row([{ text: tr('legReport.field.off') }, { text: '' }, { text: time(a.offUtc, 'departure') }, { text: '' }], w4);
  if (a.inUtc) row([{ text: tr('legReport.field.on') }, { text: '' }, { text: time(a.onUtc, 'arrival') }, { text: '' }], w4);
  row([{ text: tr('legReport.field.arrivalTime') }, { text: time(report.plan.arrivalUtc, 'arrival') }, { text: a.inUtc ? `${tr('legReport.field.in')} ${time(a.inUtc, 'arrival')}` : time(a.onUtc, 'arrival') }, diffCell(d.arrivalMinutes)], w4);
  row([{ text: tr('legReport.field.block') }, { text: hm(report.plan.blockMinutes) }, { text: hm(a.blockMinutes) }, diffCell(d.blockMinutes)], w4);
  row([{ text: tr('legReport.field.air') }, { text: hm(report.plan.eteMinutes) }, { text: hm(a.airMinutes) }, diffCell(d.airMinutes)], w4);
  row([{ text: tr('legReport.field.flightTime') }, { text: '' }, { text: hm(a.flightMinutes) }, { text: '' }], w4);

  heading('legReport.section.delays');
  pairs([
    ['legReport.field.delayMinutes', report.delay.minutes],
    ['legReport.field.delayReason', report.delay.reason ?? (report.delay.reasonRequired ? tr('legReport.delay.reasonMissing') : null)],
  ]);

  heading('legReport.section.diversions');
  if (report.diversions.length === 0) row([{ text: tr('legReport.empty.diversions'), color: '#5f6b7c' }], [1]);
  for (const v of report.diversions) row([{ text: tr(`legReport.diversionSource.${v.source}`) }, { text: v.icao ?? '' }, { text: v.time ? time(v.time, 'arrival') : '' }, { text: v.reason ?? '' }], [0.2, 0.15, 0.3, 0.35]);

  heading('legReport.section.fuel');
  const f = report.fuel;
  const fuel = (v: number | null) => (v === null ? null : `${v} ${f.unit ?? ''}`.trim());
  pairs([
    ['legReport.field.remainFuel', fuel(f.remain)],
    ['legReport.field.upliftFuel', fuel(f.uplift)],
    ['legReport.field.totalFuel', fuel(f.total)],
    ['legReport.field.blockFuel', fuel(f.block)],
    ['legReport.field.flightFuel', fuel(f.flight)],
    ['legReport.field.plannedFuel', fuel(f.planned)],
  ]);

  heading('legReport.section.passengers');
  const p = report.passengers;
  pairs([
    ['legReport.field.manifestCount', p.hidden ? tr('legReport.passengers.hidden') : p.manifestCount],
    ['legReport.field.flbPaxNum', p.flbPaxNum],
  ]);
  if (p.names.length > 0) row([{ text: p.names.join(', ') }], [1]);

  heading('legReport.section.crew');
  const role = (r: string) => tr(`legReport.role.${r}`);
  row([{ text: tr('legReport.crew.assigned'), color: '#5f6b7c' }, { text: report.crew.assigned.map((c) => `${role(c.role)} ${c.name}${c.positioning ? ` (${tr('legReport.crew.positioning')})` : ''}`).join(', ') }], [0.25, 0.75]);
  row([{ text: tr('legReport.crew.operating'), color: '#5f6b7c' }, { text: report.crew.operating.map((c) => `${role(c.role)} ${c.name}`).join(', ') }], [0.25, 0.75]);

  doc.moveDown(1).fontSize(7).fillColor('#8f99a8').text(txt(tr('legReport.pdf.generated', { time: `${formatInstant(new Date().toISOString(), 'UTC').text} UTC` })), left);
  doc.end();
  return done;
}
