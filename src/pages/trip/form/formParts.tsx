import { onRealtimeEvent } from '../../../state/realtime';
import { Button, Callout, HTMLSelect, Intent } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RequestError } from '../../../api/http';
import { tripCommands, type TripDetail } from '../../../api/tripCommands';
import { TIME_TYPES, type TimeType } from '../../../domain/timeType';
import { DEFAULT_CRUISE_KMH } from '../../../domain/trip/legOptions';
import { zoneLabel } from '../../../domain/trip/time';
import { confirm } from '../../../forms';
import { t as translate } from '../../../i18n';
import { askDutyForce, canForce, dutyRefusalOf, type AskDutyForce } from '../../../ui/dutyGuard';
import { commandFailure, type CommandFailure } from './commandErrors';
import type { LegWarning } from './legDraft';
import type { LegDraftsState } from './useLegDrafts';
import './tripForm.css';

/** The clock the times are typed in, and the aircraft type of the ETE estimate. */
export function ClockBar({ legs }: { legs: LegDraftsState }) {
  const { t } = useTranslation();
  return (
    <div className="foc-trip-form__clock">
      <label>
        {t('tripForm.clock.label')}{' '}
        <HTMLSelect
          value={legs.timeType}
          onChange={(e) => legs.setTimeType(e.currentTarget.value as TimeType)}
          data-testid="form-timeType"
          options={TIME_TYPES.map((x) => ({ value: x, label: `${t(`forms.timeType.${x}`)}${x === 'Local' ? '' : ` (${zoneLabel(x)})`}` }))}
        />
      </label>
      <span className="foc-trip-form__hint">{t(`tripForm.clock.hint${legs.timeType}`)}</span>
      <span className="foc-list__spacer" />
      {legs.types.length > 0 ? (
        <label>
          {t('tripForm.clock.aircraftType')}{' '}
          <HTMLSelect
            value={legs.typeId}
            onChange={(e) => legs.setTypeId(e.currentTarget.value)}
            data-testid="form-aircraftType"
            options={[
              { value: '', label: t('tripForm.clock.defaultSpeed', { kmh: DEFAULT_CRUISE_KMH }) },
              ...legs.types.map((x) => ({ value: x.id, label: `${x.code} — ${x.name}${x.cruiseSpeedKmh ? ` (${x.cruiseSpeedKmh} km/h)` : ''}` })),
            ]}
          />
        </label>
      ) : (
        <span className="foc-trip-form__hint">{t('tripForm.clock.defaultSpeed', { kmh: DEFAULT_CRUISE_KMH })}</span>
      )}
    </div>
  );
}

/** One dialog listing every warning; true when the user goes on. */
export function confirmWarnings(warnings: readonly LegWarning[]): Promise<boolean> {
  const t = translate;
  return confirm({
    title: t('tripForm.warnings.title'),
    message: (
      <div data-testid="form-warnings">
        <p>{t('tripForm.warnings.intro')}</p>
        <ul className="foc-trip-form__warnings">
          {warnings.map((w, i) => (
            <li key={i}>{t('tripForm.warnings.item', { number: w.legNumber, text: t(w.key, { ...(w.params ?? {}) }) })}</li>
          ))}
        </ul>
      </div>
    ),
    confirmText: t('tripForm.warnings.go'),
  });
}

export type CommandOutcome<T> = { ok: true; value: T } | { ok: false; failure: CommandFailure | { kind: 'declined' } };

/**
 * Runs a command that may need confirmation: the form's own warnings are confirmed first (then
 * it is sent with `confirm: true`); warnings the server still raises are confirmed and sent
 * again. A duty-time verdict of the leg's crew (`dutyTime.error.dutyWarning` / `dutyRefused`) is
 * shown by `askDuty` and, forced with a reason, sent again with it (and the confirmation kept);
 * closing it is 'declined'. Other failures come back classified; the request layer has told the
 * user already.
 */
export async function runCommand<T>(
  send: (confirmed: boolean, dutyForceReason?: string) => Promise<T>,
  warnings: readonly LegWarning[] = [],
  askDuty: AskDutyForce = askDutyForce,
): Promise<CommandOutcome<T>> {
  let confirmed = false;
  let dutyReason: string | undefined;
  if (warnings.length > 0) {
    if (!(await confirmWarnings(warnings))) return { ok: false, failure: { kind: 'declined' } };
    confirmed = true;
  }
  // each resend follows an answer of the user: the confirmation once, a duty reason each time one is asked
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      return { ok: true, value: await send(confirmed, dutyReason) };
    } catch (e) {
      const duty = dutyRefusalOf(e);
      if (duty) {
        const reason = await askDuty(duty);
        if (!reason || !canForce(duty)) return { ok: false, failure: { kind: 'declined' } };
        dutyReason = reason;
        continue;
      }
      const failure = e instanceof RequestError ? commandFailure(e.status, e.body) : ({ kind: 'other' } as const);
      if (failure.kind === 'confirm' && !confirmed) {
        if (!(await confirmWarnings(failure.warnings))) return { ok: false, failure: { kind: 'declined' } };
        confirmed = true;
        continue;
      }
      return { ok: false, failure };
    }
  }
  return { ok: false, failure: { kind: 'other' } };
}

/** A plain confirmation before a command (trip change, submit, receive…). */
export const confirmAction = (message: string, title?: string) => confirm({ title: title ?? translate('tripForm.confirm.title'), message, confirmText: translate('tripForm.confirm.go') });

/** The banner of a stale trip (412): data changed, close the window and reload. */
export function StaleCallout({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Callout intent={Intent.WARNING} icon="refresh" data-testid="trip-stale">
      {t('error.dataChanged')} <Button size="small" intent="warning" text={t('tripForm.reload')} onClick={onReload} />
    </Callout>
  );
}

/** The trip of the page's `?id=`, loaded on entry and on `reload()`; `stale` after a 412. */
export function useTripOfPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [trip, setTrip] = useState<TripDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [stale, setStale] = useState(false);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!id) return;
    let live = true;
    tripCommands.get(id).then(
      (x) => {
        if (!live) return;
        setTrip(x);
        setFailed(false);
        setStale(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  // another user's change to this trip, pushed by the server: the page learns it is stale before saving
  const tripId = trip?.id;
  useEffect(() => (tripId ? onRealtimeEvent((e) => e.tripId === tripId && !e.own && setStale(true)) : undefined), [tripId]);
  /** After a command: the answer is the new trip; a 412 marks the page stale. */
  const settle = useCallback((outcome: CommandOutcome<TripDetail>): boolean => {
    if (outcome.ok) {
      setTrip(outcome.value);
      return true;
    }
    if (outcome.failure.kind === 'stale') setStale(true);
    return false;
  }, []);
  return { id, trip, setTrip, failed, stale, reload, settle };
}
