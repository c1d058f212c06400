/**
 * A detected takeoff, landing or diversion of a leg: its time and, for a dispatcher who may record
 * flight times, Confirm (the leg command runs with the detected time; a takeoff more than 30
 * minutes late asks for the delay reason first) and Dismiss.
 */
import { Button, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/http';
import { legRecordsApi } from '../../../api/legRecords';
import { trackApi, type MonitorLegAnswer, type TrackEventAnswer } from '../../../api/track';
import { toastKey } from '../../../app/toaster';
import { DELAY_REASON_THRESHOLD_MINUTES, delayReasonRequired } from '../../../domain/trip/delay';
import { promptReason } from '../../../forms/promptReason';

export function EventActions({ event, leg, canDecide, at, onDone }: { event: TrackEventAnswer; leg: MonitorLegAnswer; canDecide: boolean; at: (iso: string) => string; onDone: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const text =
    event.kind === 'diversion' ? t('track.event.diversion', { airport: event.airportIcao ?? '—' }) : t(`track.event.${event.kind}`, { time: at(event.time) });

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      toastKey(undefined, done, 'success');
      onDone();
    } catch (e) {
      if (!(e instanceof RequestError)) throw e;
      if (e.status === 412) toastKey('error.dataChanged', undefined, 'warning');
      else if (e.action.kind === 'toast') toastKey(undefined, e.action.text ?? t(e.action.messageKey ?? 'error.serviceException'));
      onDone();
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    let reason: string | null = null;
    if (event.kind === 'takeoff' && delayReasonRequired(Date.parse(leg.plannedDepartureUtc), Date.parse(event.time))) {
      reason = await promptReason({ title: t('track.event.delayReasonTitle', { minutes: DELAY_REASON_THRESHOLD_MINUTES }), message: text, label: t('track.event.delayReason'), maxLength: 200 });
      if (!reason) return;
    }
    await run(async () => trackApi.confirm(event.id, await legRecordsApi.tripVersion(leg.tripId), reason), t('track.event.done', { what: text }));
  };

  return (
    <div className="foc-monitor__event" data-testid={`track-event-${event.kind}`} data-status={event.status}>
      <Tag minimal intent={event.status === 'proposed' ? 'warning' : event.status === 'confirmed' ? 'success' : 'none'} icon={event.kind === 'takeoff' ? 'arrow-top-right' : event.kind === 'landing' ? 'arrow-bottom-right' : 'flows'}>
        {text}
      </Tag>
      {event.status === 'proposed' && canDecide ? (
        <>
          <Button size="small" intent="primary" text={t('track.event.confirm')} loading={busy} onClick={(e) => (e.stopPropagation(), void confirm())} data-testid="track-event-confirm" />
          <Button size="small" variant="minimal" text={t('track.event.dismiss')} disabled={busy} onClick={(e) => (e.stopPropagation(), void run(() => trackApi.dismiss(event.id), t('track.event.dismissed')))} />
        </>
      ) : event.status !== 'proposed' ? (
        <span className="foc-monitor__muted">{t(`track.event.${event.status}`)}{event.decidedBy ? ` · ${event.decidedBy}` : ''}</span>
      ) : null}
    </div>
  );
}
