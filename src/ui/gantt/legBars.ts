/**
 * Leg bars on the timeline engine, shared by the Gantt chart and the crew rosters: where a leg sits
 * on the time axis (actual block once it has taken off), its labels and colour by leg state, greedy
 * lanes of legs that need no row of their own, and the axis clock of a time type.
 */
import type { GanttLegAnswer } from '../../api/gantt';
import { LegState } from '../../domain/trip/states';
import { ganttBarColour, GANTT_BAR_COLOURS } from '../../domain/trip/statuses';
import type { TimeType } from '../../domain/timeType';
import { UTC_OFFSET, type OffsetFn } from '../../timeline-engine/core/timeScale';
import type { TimelineItem } from '../../timeline-engine/render/props';

/** Title mark of a lane of legs without a row (grey). */
export const UNASSIGNED_ROW_COLOUR = '#8f99a8';

export function barColour(legState: number): string {
  return GANTT_BAR_COLOURS[ganttBarColour(legState)];
}

export function legLabel(leg: Pick<GanttLegAnswer, 'tripNumber' | 'legNumber' | 'departureIcao' | 'arrivalIcao'>): string {
  return `${leg.tripNumber}-${leg.legNumber} ${leg.departureIcao}→${leg.arrivalIcao}`;
}

/**
 * Where a leg sits on the time axis: its actual block once it has taken off (off → on, or off +
 * the planned flight time while airborne), else its planned block. Null without valid times.
 */
export function legSpan(l: Pick<GanttLegAnswer, 'plannedDepartureUtc' | 'plannedArrivalUtc' | 'actualOffUtc' | 'actualOnUtc'>): { start: number; end: number; actual: boolean } | null {
  const pStart = Date.parse(l.plannedDepartureUtc);
  const pEnd = Date.parse(l.plannedArrivalUtc);
  if (!Number.isFinite(pStart) || !Number.isFinite(pEnd)) return null;
  const off = l.actualOffUtc ? Date.parse(l.actualOffUtc) : NaN;
  if (!Number.isFinite(off)) return { start: pStart, end: Math.max(pStart, pEnd), actual: false };
  const on = l.actualOnUtc ? Date.parse(l.actualOnUtc) : NaN;
  return { start: off, end: Number.isFinite(on) ? Math.max(off, on) : off + Math.max(0, pEnd - pStart), actual: true };
}

/**
 * A leg bar's label texts, most detailed first, for the engine to degrade through as the bar
 * narrows: flight number (else trip-leg) with the route, the flight number alone, then the
 * aircraft registration (when known).
 */
export function legLabels(l: Pick<GanttLegAnswer, 'tripNumber' | 'legNumber' | 'departureIcao' | 'arrivalIcao' | 'flightNo'>, tailNo?: string | null): string[] {
  const flight = l.flightNo?.trim() || `${l.tripNumber}-${l.legNumber}`;
  const out = [`${flight} ${l.departureIcao}→${l.arrivalIcao}`, flight];
  if (tailNo) out.push(tailNo);
  return out;
}

/** The bar of a live leg on a row (its span, labels, colour by state, flags), or null (cancelled, no times). */
export function legBar(l: GanttLegAnswer, row: string, id: string = l.id, tailNo?: string | null): TimelineItem | null {
  if (l.legState === LegState.cancelled) return null;
  const span = legSpan(l);
  if (!span) return null;
  return { id, row, start: span.start, end: span.end, colour: barColour(l.legState), label: legLabel(l), labels: legLabels(l, tailNo), flags: { locked: l.locked, ferry: l.isFerry } };
}

/** Greedy lanes: each leg in the first lane free at its departure, so no two bars of a lane overlap. */
export function packLanes<T extends { start: number; end: number }>(items: readonly T[]): T[][] {
  const lanes: T[][] = [];
  const ends: number[] = [];
  for (const it of [...items].sort((a, b) => a.start - b.start || a.end - b.end)) {
    const i = ends.findIndex((e) => e <= it.start);
    if (i < 0) {
      lanes.push([it]);
      ends.push(it.end);
    } else {
      lanes[i]!.push(it);
      ends[i] = it.end;
    }
  }
  return lanes;
}

/** The axis clock of a time type: Beijing +8 h; UTC and Local (no single zone for a fleet) read UTC. */
export function axisOffset(timeType: TimeType): OffsetFn {
  return timeType === 'Beijing' ? () => 8 * 3_600_000 : UTC_OFFSET;
}
