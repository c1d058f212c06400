/**
 * The work summary table: one row per crew member or aircraft, hours as H:MM, the totals row at the
 * foot. Columns and headers come from the contract (the export writes the same).
 */
import { HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { WORK_SUMMARY_COLUMNS, workSummaryLabel, type WorkSummaryAnswer, type WorkSummaryRow } from '../../api/workSummary';
import { hoursText } from '../../domain/fleet/statistics';
import type { WorkSummaryGroup } from '../../domain/flb/workSummary';
import '../list/list.css';
import './workSummary.css';

type Figures = WorkSummaryAnswer['totals'];

/** A figure as shown: H:MM for durations, the number otherwise. */
export function workFigureText(f: Figures, key: string): string {
  const decl = WORK_SUMMARY_COLUMNS.find((c) => c.key === key);
  const v = (f as Record<string, number>)[key];
  if (typeof v !== 'number') return '';
  return decl?.hm ? hoursText(v) : String(v);
}

interface Props {
  answer: WorkSummaryAnswer | null;
  groupBy: WorkSummaryGroup;
  loading: boolean;
}

export function WorkSummaryTable({ answer, groupBy, loading }: Props) {
  const { t, i18n } = useTranslation();
  const rows = answer?.rows ?? [];
  const name = (r: WorkSummaryRow) => (i18n.language === 'en' && r.nameEn ? r.nameEn : r.name);
  const cell = (r: WorkSummaryRow, key: string) => {
    if (key === 'code') return <strong>{r.code}</strong>;
    if (key === 'name') return name(r);
    if (key === 'legs' && r.drafts > 0)
      return (
        <>
          {r.legs}{' '}
          <Tag minimal round intent="warning" title={t('workSummary.draftsHint')}>
            {t('workSummary.drafts', { count: r.drafts })}
          </Tag>
        </>
      );
    return workFigureText(r, key);
  };
  return (
    <div className="foc-list__table-wrap" data-testid="workSummary-table" data-loading={loading ? '' : undefined}>
      <HTMLTable compact striped interactive className="foc-list__table foc-work-summary__table">
        <thead>
          <tr>
            {WORK_SUMMARY_COLUMNS.map((c) => (
              <th key={c.key} data-column={c.key} className={c.kind === 'number' || c.hm ? 'foc-work-summary__num' : undefined}>
                <span className="foc-list__th">
                  {t(workSummaryLabel(c, groupBy))}
                  {c.hm && <span className="foc-list__hint">(H:MM)</span>}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="workSummary-row" data-id={r.id}>
              {WORK_SUMMARY_COLUMNS.map((c) => (
                <td key={c.key} data-column={c.key} className={c.kind === 'number' || c.hm ? 'foc-work-summary__num' : undefined}>
                  {cell(r, c.key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {answer && rows.length > 0 && (
          <tfoot>
            <tr data-testid="workSummary-totals" className="foc-work-summary__totals">
              {WORK_SUMMARY_COLUMNS.map((c) => (
                <td key={c.key} data-column={c.key} className={c.kind === 'number' || c.hm ? 'foc-work-summary__num' : undefined}>
                  {c.key === 'code' ? t('workSummary.total') : c.key === 'name' ? t('workSummary.rows', { count: rows.length }) : workFigureText(answer.totals, c.key)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </HTMLTable>
      {loading && (
        <div className="foc-list__loading">
          <Spinner size={24} />
        </div>
      )}
      {!loading && rows.length === 0 && <NonIdealState icon="th-disconnect" title={t('workSummary.empty')} className="foc-list__empty" />}
    </div>
  );
}
