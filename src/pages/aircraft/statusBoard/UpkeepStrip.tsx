/**
 * One aircraft's next 7 days as a strip: day lines at midnight of the user's time type (Local
 * reads UTC: a fleet has no single zone), the AOG, MEL and maintenance spans behind (AOG and
 * inspections hatched, MEL translucent, colours of the Gantt), and its legs as bars.
 */
import type { StatusBoardRowAnswer } from '../../../api/statusBoard';
import type { TimeType } from '../../../domain/timeType';
import { UPKEEP_COLOURS } from '../../../ui/fleet/upkeepColours';

const DAY = 86_400_000;
const offsetOf = (timeType: TimeType) => (timeType === 'Beijing' ? 8 * 3_600_000 : 0);

/** Midnights (of the time type's clock) after `from` and before `to`, as instants. */
export function dayLines(from: number, to: number, timeType: TimeType): number[] {
  const off = offsetOf(timeType);
  const out: number[] = [];
  for (let d = Math.floor((from + off) / DAY + 1) * DAY - off; d < to; d += DAY) out.push(d);
  return out;
}

/** Left and width of [start, end) within [from, to), percent; null when outside. */
export function place(start: number, end: number | null, from: number, to: number): { left: number; width: number } | null {
  const s = Math.max(start, from);
  const e = Math.min(end ?? to, to);
  if (e <= s) return null;
  return { left: ((s - from) / (to - from)) * 100, width: ((e - s) / (to - from)) * 100 };
}

export function UpkeepStrip({ row, from, to, timeType, label }: { row: StatusBoardRowAnswer; from: number; to: number; timeType: TimeType; label: (s: StatusBoardRowAnswer['spans'][number]) => string }) {
  return (
    <div className="foc-board__strip" data-testid="upkeep-strip">
      {dayLines(from, to, timeType).map((d) => (
        <span key={d} className="foc-board__day" style={{ left: `${((d - from) / (to - from)) * 100}%` }} />
      ))}
      {row.spans.map((s) => {
        const p = place(Date.parse(s.start), s.end ? Date.parse(s.end) : null, from, to);
        if (!p) return null;
        const c = UPKEEP_COLOURS[s.status];
        const hatch = s.status === 'mel' ? '' : `repeating-linear-gradient(135deg, ${c}66 0 2px, transparent 2px 8px), `;
        return (
          <span key={s.sourceId} title={label(s)} className="foc-board__span" data-span={s.status} style={{ left: `${p.left}%`, width: `${p.width}%`, background: `${hatch}${c}2e`, borderColor: `${c}99` }} />
        );
      })}
      {row.legs.map((l) => {
        const p = place(Date.parse(l.plannedDepartureUtc), Date.parse(l.plannedArrivalUtc), from, to);
        if (!p) return null;
        return (
          <span key={l.id} title={`${l.flightNo || `${l.tripNumber}-${l.legNumber}`} ${l.departureIcao}→${l.arrivalIcao}`} className="foc-board__leg" data-leg={l.id} style={{ left: `${p.left}%`, width: `max(${p.width}%, 3px)` }} />
        );
      })}
    </div>
  );
}
