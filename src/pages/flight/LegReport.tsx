import { Button, ControlGroup, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api/http';
import { saveFile } from '../../api/exportFile';
import { LEG_REPORT_EXPORT, legReportApi, type LegReportAnswer, type LegReportRowAnswer, type PdfLang } from '../../api/legReport';
import type { ListAnswer, ListCondition } from '../../api/trip';
import type { TimeType } from '../../domain/timeType';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { LegReportView } from '../../ui/legReport/LegReportView';
import type { DayRange } from '../../ui/list/dateRanges';
import { dayRangeConditions } from '../../ui/list/listQuery';
import type { ListColumn } from '../../ui/list/ListTable';
import { legRefColumns, RecordSearch, RecordTable, SearchText, useSearchForm } from '../../ui/list/recordListFrame';
import { DateRangeFilter, timeColumn } from '../../ui/list/recordListParts';
import { useZoneHint } from '../../ui/list/times';
import { useListQuery } from '../../ui/list/useListQuery';
import '../../ui/list/list.css';
import '../../ui/legReport/legReport.css';

interface Search {
  tripNumber: string;
  aircraftId: string;
  range: DayRange;
}
const EMPTY: Search = { tripNumber: '', aircraftId: '', range: { from: '', to: '' } };

const conditions = (s: Search, timeType: TimeType): ListCondition[] => [
  { name: 'tripNumber', op: 'startsWith', value: s.tripNumber },
  ...(s.aircraftId ? [{ name: 'aircraftId', op: 'eq' as const, value: s.aircraftId }] : []),
  ...dayRangeConditions('plannedDepartureUtc', s.range.from, s.range.to, timeType),
];

const pdfLang = (language: string): PdfLang => (language === 'en' ? 'en' : language === 'zhtw' || language === 'zh-TW' ? 'zhtw' : 'zh');

/** Leg report (`flight/LegReport`): flown legs of a period; one leg's plan against actual beside the list, as PDF too. `?legId=` opens that leg's report. */
export default function LegReport() {
  const { t, i18n } = useTranslation();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const hint = useZoneHint()(timeType);
  const q = useListQuery<LegReportRowAnswer>(legReportApi.list, { sort: { field: 'plannedDepartureUtc', direction: 'desc' } });
  const search = useSearchForm(EMPTY, q, (s) => conditions(s, timeType));
  const { form, set } = search;
  // `?legId=` (from the leg's actions): that leg's report opens at once
  const [params] = useSearchParams();
  const preselected = params.get('legId');
  const [selected, setSelected] = useState<string | null>(preselected);
  useEffect(() => {
    if (preselected) setSelected(preselected);
  }, [preselected]);
  const [report, setReport] = useState<LegReportAnswer | null>(null);
  const [loading, setLoading] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  const [aircraft, setAircraft] = useState<{ id: string; tailNo: string }[]>([]);
  const reportBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // the aircraft of the filter: those the caller may read (none for a seat without the fleet list)
    api
      .read<ListAnswer<{ id: string; tailNo: string }>>('/fleet/v1/aircraft/list', { pageSize: 500 }, { silent: true })
      .then((a) => setAircraft(a.list.map((x) => ({ id: x.id, tailNo: x.tailNo }))))
      .catch(() => setAircraft([]));
  }, []);

  useEffect(() => {
    if (!selected) return;
    let live = true;
    setLoading(true);
    legReportApi
      .get(selected)
      .then((r) => {
        if (!live) return;
        setReport(r);
        // stacked below the list (narrow screens): bring the report into view
        requestAnimationFrame(() => reportBox.current?.scrollIntoView?.({ block: 'nearest' }));
      })
      .catch(() => live && setReport(null))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [selected]);

  const zones = useMemo(() => Object.fromEntries(q.rows.flatMap((r) => [[r.departureIcao, r.departureZone], [r.arrivalIcao, r.arrivalZone]])), [q.rows]);
  const columns = useMemo((): ListColumn<LegReportRowAnswer>[] => {
    const leg = legRefColumns<LegReportRowAnswer>(t, (r) => setSelected(r.id));
    return [
      leg.tripNumber,
      leg.legNumber,
      { key: 'tailNo', header: t('legReport.field.tailNo'), cell: (r) => r.tailNo ?? '', text: (r) => r.tailNo ?? '' },
      leg.route,
      timeColumn({ key: 'plannedDepartureUtc', header: t('legReport.field.plannedDeparture'), hint, sortField: 'plannedDepartureUtc', iso: (r) => r.plannedDepartureUtc, icao: (r) => r.departureIcao }, timeType, zones),
      timeColumn({ key: 'actualOffUtc', header: t('legReport.field.actualOff'), hint, iso: (r) => r.actualOffUtc, icao: (r) => r.departureIcao }, timeType, zones),
      { key: 'plannedBlockMinutes', header: t('legReport.field.plannedBlock'), cell: (r) => r.plannedBlockMinutes ?? '', text: (r) => String(r.plannedBlockMinutes ?? '') },
      { key: 'actualBlockMinutes', header: t('legReport.field.actualBlock'), cell: (r) => r.actualBlockMinutes ?? '', text: (r) => String(r.actualBlockMinutes ?? '') },
      { key: 'delayMinutes', header: t('legReport.field.delayMinutes'), cell: (r) => r.delayMinutes ?? '', text: (r) => String(r.delayMinutes ?? '') },
      { key: 'flbStatus', header: t('legReport.field.flbStatus'), cell: (r) => t(`legReport.flbStatus.${r.flbStatus ?? 'none'}`), text: (r) => r.flbStatus ?? '' },
    ];
  }, [t, timeType, hint, zones]);
  const open: ListColumn<LegReportRowAnswer> = {
    key: 'open',
    header: '',
    cell: (r) => <Button size="small" variant={r.id === selected ? 'solid' : 'minimal'} intent={r.id === selected ? 'primary' : 'none'} icon="document-open" onClick={() => setSelected(r.id)} aria-label={t('legReport.title')} data-testid="leg-report-open" />,
    text: () => '',
  };

  const downloadPdf = async () => {
    if (!report) return;
    setPdfBusy(true);
    try {
      const blob = await legReportApi.pdf(report.leg.legId, pdfLang(i18n.language), timeType);
      saveFile(blob, `${t('legReport.pdf.title')}-${report.leg.tripNumber}-${report.leg.legNumber}.pdf`);
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <div className="foc-list foc-records foc-leg-report-screen" data-testid="leg-report-screen">
      <div className="foc-leg-report-screen__list">
        <RecordSearch search={search}>
          <ControlGroup>
            <SearchText first field="tripNumber" placeholder={t('legReport.filter.tripNumber')} value={form.tripNumber} onChange={(tripNumber) => set({ tripNumber })} />
            <HTMLSelect value={form.aircraftId} onChange={(e) => set({ aircraftId: e.currentTarget.value })} data-testid="search-aircraft" aria-label={t('legReport.filter.aircraft')}>
              <option value="">{t('legReport.filter.allAircraft')}</option>
              {aircraft.map((a) => (
                <option key={a.id} value={a.id}>{a.tailNo}</option>
              ))}
            </HTMLSelect>
          </ControlGroup>
          <DateRangeFilter value={form.range} onChange={(range) => set({ range })} label={t('legReport.filter.from')} timeType={timeType} />
        </RecordSearch>
        <RecordTable query={q} screen="legReport" columns={columns} actions={open} exportAs={hasAbility('legReport:export') ? { name: t('legReport.fileName'), url: LEG_REPORT_EXPORT } : null} testId="leg-report-table" />
      </div>
      <div className="foc-leg-report-screen__report" ref={reportBox}>
        {report && (
          <div className="foc-leg-report__actions">
            {hasAbility('legReport:export') && (
              <Button icon="document" intent="primary" loading={pdfBusy} onClick={() => void downloadPdf()} data-testid="leg-report-pdf">
                {t('legReport.action.pdf')}
              </Button>
            )}
          </div>
        )}
        {loading ? <Spinner size={30} /> : report ? <LegReportView report={report} timeType={timeType} /> : <NonIdealState icon="document" description={t('legReport.empty.select')} />}
      </div>
    </div>
  );
}
