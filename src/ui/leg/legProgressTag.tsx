/**
 * Where a leg stands, the same on every screen (src/domain/trip/legProgress.ts): the progress
 * label, an overdue badge (amber, then red) and the "past, not closed" flag of a stale leg.
 * `useMinuteClock` re-reads the clock once a minute so the flags move without refetching.
 */
import { Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { legProgressLabelKey, legProgressView, LegProgress, OVERDUE_COLOURS, type LegProgressView, type ProgressLeg } from '../../domain/trip/legProgress';

/** Now, re-read every `everyMs` (a minute by default). */
export function useMinuteClock(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** The view of a leg at `now` (recomputed from the facts the answer carries). */
export const progressAt = (leg: ProgressLeg, now: number): LegProgressView => legProgressView(leg, now);

const INTENT: Partial<Record<LegProgress, 'primary' | 'success' | 'warning' | 'danger' | 'none'>> = {
  scheduled: 'primary',
  delayed: 'warning',
  takeoffDetected: 'warning',
  airborne: 'success',
  landingDetected: 'warning',
  stale: 'danger',
};

/** The overdue badge alone (nothing when not overdue). */
export function OverdueBadge({ view }: { view: LegProgressView }) {
  const { t } = useTranslation();
  if (view.overdue === 'none') return null;
  return (
    <Tag round style={{ background: OVERDUE_COLOURS[view.overdue], color: view.overdue === 'amber' ? '#1c2127' : '#fff' }} data-testid="leg-overdue" data-overdue={view.overdue}>
      {t(`trip.overdue.${view.overdue}`)}
    </Tag>
  );
}

/** What a leg's stored state already says: `compact` shows no label for these. */
const ORDINARY: readonly LegProgress[] = ['planning', 'scheduled', 'airborne', 'landed', 'cancelled'];

/**
 * Progress label, overdue badge and stale flag. `compact` (beside a state tag) hides the label of
 * an ordinary leg and those in `hide` (e.g. `delayed` where a late tag is shown already).
 */
export function LegProgressTags({ view, compact = false, hide = [] }: { view: LegProgressView; compact?: boolean; hide?: readonly LegProgress[] }) {
  const { t } = useTranslation();
  const ordinary = ORDINARY.includes(view.progress) || hide.includes(view.progress);
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, marginLeft: 4 }} data-testid="leg-progress-tags" data-progress={view.progress} data-overdue={view.overdue} data-stale={view.stale ? 'true' : undefined}>
      {compact && ordinary ? null : (
        <Tag minimal intent={INTENT[view.progress] ?? 'none'} icon={view.stale ? 'outdated' : undefined} data-testid={view.stale ? 'leg-stale' : 'leg-progress'}>
          {t(legProgressLabelKey(view.progress))}
        </Tag>
      )}
      <OverdueBadge view={view} />
    </span>
  );
}
