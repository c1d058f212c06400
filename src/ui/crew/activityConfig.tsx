/** The leave and activities tab of the crew detail: times in the user's time type. */
import { Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { crewActivityApi, type CrewActivityRow } from '../../api/crewRecords';
import { CREW_ACTIVITY_KINDS } from '../../domain/crew/recordChecks';
import { settings } from '../../state/settings';
import type { ListColumn } from '../list/ListTable';
import { TimeCell, instantText } from '../list/times';
import { zoneLabel } from '../../domain/trip';
import { CODE_RULES, patternRule, type FieldSpec } from '../resource/formModel';
import { enumOptions, enumText } from '../resource/labels';
import type { ResourceListConfig } from '../resource/ResourceList';
import type { SearchSpec } from '../resource/searchModel';
import { CREW_ACTIVITY_COLUMNS } from '../../contract/crewRecordColumns';
import { activityTimeType, endBeforeStart, toUtcBody, withWallTimes, type ActivityWall } from './activityTimes';
import { auditColumns, D, plain, recordBase, type CrewRef } from './recordBase';

type Row = CrewActivityRow & Partial<ActivityWall>;
const CLOCK = patternRule(/^([01]\d|2[0-3]):?[0-5]\d$/, '08:30');
const KIND_INTENT: Record<string, 'primary' | 'success' | 'warning' | 'none'> = { leave: 'success', rest: 'none', officialBusiness: 'primary', training: 'warning', standby: 'none' };

export function useActivityConfig(crew: CrewRef): ResourceListConfig<Row> {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  return useMemo(() => {
    const tt = activityTimeType(timeType);
    const kinds = enumOptions(t, 'crewRecord.activity', CREW_ACTIVITY_KINDS);
    const kindText = (r: Row) => enumText(t, 'crewRecord.activity', r.kind);
    const columns: ListColumn<Row>[] = [
      { key: 'kind', header: t(`${D}.col.activity`), sortField: 'kind', cell: (r) => <Tag minimal intent={KIND_INTENT[r.kind] ?? 'none'}>{kindText(r)}</Tag>, text: kindText },
      { key: 'startUtc', header: t(`${D}.col.start`), hint: zoneLabel(tt), sortField: 'startUtc', cell: (r) => <TimeCell iso={r.startUtc} timeType={tt} />, text: (r) => instantText(r.startUtc, tt) },
      { key: 'endUtc', header: t(`${D}.col.end`), hint: zoneLabel(tt), sortField: 'endUtc', cell: (r) => <TimeCell iso={r.endUtc} timeType={tt} />, text: (r) => instantText(r.endUtc, tt) },
      plain(t, 'place', `${D}.col.place`),
      ...auditColumns<Row>(t),
    ];
    const search: SearchSpec[] = [
      { name: 'kind', label: `${D}.col.activity`, kind: 'select', options: kinds },
      { name: 'place', label: `${D}.col.place`, kind: 'text', op: 'eq', upperCase: true, width: 100 },
    ];
    const form: FieldSpec[] = [
      { name: 'kind', label: `${D}.col.activity`, kind: 'select', required: true, options: kinds, initial: 'leave' },
      { name: 'place', label: `${D}.col.place`, kind: 'text', upperCase: true, maxLength: 4, rule: CODE_RULES.icao },
      { name: 'startDate', label: `${D}.col.startDate`, kind: 'date', required: true, helper: `${D}.timeType.${tt}` },
      { name: 'startTime', label: `${D}.col.startTime`, kind: 'text', required: true, maxLength: 5, rule: CLOCK, initial: '00:00' },
      { name: 'endDate', label: `${D}.col.endDate`, kind: 'date', required: true, helper: `${D}.timeType.${tt}` },
      { name: 'endTime', label: `${D}.col.endTime`, kind: 'text', required: true, maxLength: 5, rule: CLOCK, initial: '23:59' },
      { name: 'note', label: `${D}.col.note`, kind: 'textarea', maxLength: 500, wide: true },
    ];
    return {
      ...recordBase<Row>({
        screen: 'crewActivity',
        resource: 'activity',
        api: crewActivityApi,
        crew,
        right: 'rest',
        noun: t(`${D}.noun.activity`),
        fileName: `${crew.label} ${t(`${D}.tab.activities`)}`,
        toBody: (body) => toUtcBody(body, tt),
        fromRow: (row) => withWallTimes(row, tt),
      }),
      sort: { field: 'startUtc', direction: 'desc' },
      exportColumns: CREW_ACTIVITY_COLUMNS.map((c) => c.key),
      columns,
      search,
      form,
      check: (values) => (endBeforeStart(values, tt) ? { endDate: { key: `${D}.error.endBeforeStart` } } : {}),
    };
  }, [t, timeType, crew]);
}
