import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TimeType } from '../../domain/timeType';
import { DateControl } from '../../forms';
import type { ListColumn } from './ListTable';
import { instantText, TimeCell } from './times';
import { todayKey } from '../calendar/calendarModel';
import { autoRange, QUICK_RANGES, quickRange, type DayRange } from './dateRanges';
import './recordLists.css';

interface RangeProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** What the range filters, e.g. "Diversion ETA". */
  label: string;
  timeType: TimeType;
}

/** From – to days with the quick choices of D9 (this month, last month, three months, the year) and the 30-day auto range. */
export function DateRangeFilter({ value, onChange, label, timeType }: RangeProps) {
  const { t } = useTranslation();
  const today = todayKey(Date.now(), timeType);
  return (
    <span className="foc-list__range" data-testid="search-range">
      <DateControl
        value={value.from}
        onChange={(from) => onChange(autoRange({ ...value, from }, 'from'))}
        placeholder={`${label} ${t('legRecordScreens.range.from')}`}
        aria-label={`${label} ${t('legRecordScreens.range.from')}`}
      />
      <span>–</span>
      <DateControl value={value.to} onChange={(to) => onChange(autoRange({ ...value, to }, 'to'))} placeholder={t('legRecordScreens.range.to')} aria-label={`${label} ${t('legRecordScreens.range.to')}`} />
      <Popover
        placement="bottom-start"
        content={
          <Menu>
            {QUICK_RANGES.map((q) => (
              <MenuItem key={q} text={t(`legRecordScreens.range.${q}`)} onClick={() => onChange(quickRange(q, today))} data-testid={`range-${q}`} />
            ))}
            <MenuItem icon="cross" text={t('legRecordScreens.range.clear')} onClick={() => onChange({ from: '', to: '' })} />
          </Menu>
        }
      >
        <Button icon="calendar" variant="minimal" aria-label={t('legRecordScreens.range.quick')} data-testid="range-quick" />
      </Popover>
    </span>
  );
}

interface TimeColumnSpec<T> {
  key: string;
  header: string;
  hint: string;
  sortField?: string;
  iso: (row: T) => string | null | undefined;
  /** The airport whose zone Local time uses. */
  icao: (row: T) => string;
}

/** A time column in the user's time type (Local: the given airport's zone). */
export function timeColumn<T>(spec: TimeColumnSpec<T>, timeType: TimeType, zones: Readonly<Record<string, string | null>>): ListColumn<T> {
  const zone = (r: T) => zones[spec.icao(r).toUpperCase()];
  return {
    key: spec.key,
    header: spec.header,
    hint: spec.hint,
    sortField: spec.sortField,
    cell: (r) => <TimeCell iso={spec.iso(r)} timeType={timeType} zone={zone(r)} />,
    text: (r) => instantText(spec.iso(r), timeType, zone(r)),
  };
}
