import { Callout, FormGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELAY_REASON_THRESHOLD_MINUTES, delayReasonRequired, formatInstant } from '../../domain/trip';
import { wallToUtc } from '../../domain/trip/wallTime';
import type { TimeType } from '../../domain/timeType';
import { DateTimeInput } from '../../forms';
import { CommandDialog, useSubmitting, type Submit } from './LegDialogs';

export interface FlightTimeValue {
  actualUtc: string;
  delayReason?: string;
}

interface Props {
  kind: 'takeoff' | 'landing';
  isOpen: boolean;
  timeType: TimeType;
  /** The airport's IANA zone (departure for takeoff, arrival for landing), for Local. */
  zone: string | null;
  /** The planned departure (takeoff only: the delay rule). */
  plannedUtc: string | null;
  onClose: () => void;
  onSubmit: Submit<FlightTimeValue>;
}

/** Actual takeoff or landing in the user's time type; a delay reason appears over 30 minutes late. */
export function FlightTimeDialog(p: Props) {
  const { t } = useTranslation();
  const [wall, setWall] = useState('');
  const [reason, setReason] = useState('');
  const [busy, submit] = useSubmitting(p.onClose);
  useEffect(() => {
    if (!p.isOpen) return;
    setWall(formatInstant(new Date().toISOString(), p.timeType, p.zone).text);
    setReason('');
  }, [p.isOpen, p.timeType, p.zone]);

  const [date = '', time = ''] = wall.split(' ');
  const actualUtc = wallToUtc(date, time, p.timeType, p.zone);
  const late = p.kind === 'takeoff' && actualUtc !== null && p.plannedUtc !== null && delayReasonRequired(Date.parse(p.plannedUtc), Date.parse(actualUtc));
  const canSubmit = actualUtc !== null && (!late || reason.trim() !== '');
  return (
    <CommandDialog
      isOpen={p.isOpen}
      title={t(`legDetail.${p.kind}.title`)}
      onClose={p.onClose}
      busy={busy}
      canSubmit={canSubmit}
      onSubmit={() => submit(() => p.onSubmit(late ? { actualUtc: actualUtc!, delayReason: reason.trim() } : { actualUtc: actualUtc! }))}
      testId={`${p.kind}-dialog`}
    >
      <DateTimeInput label={t(`legDetail.${p.kind}.time`)} required value={wall} onChange={setWall} timeType={p.timeType} name={`${p.kind}Time`} />
      {p.timeType === 'Local' && !p.zone && (
        <Callout compact intent="warning">
          {t('legDetail.time.zoneUnknown')}
        </Callout>
      )}
      {late && (
        <FormGroup
          label={t('legDetail.takeoff.delayReason')}
          labelInfo={t('legDetail.dialog.required')}
          helperText={t('trip.error.delayReasonRequired', { minutes: DELAY_REASON_THRESHOLD_MINUTES })}
          intent={reason.trim() === '' ? 'danger' : 'none'}
          className="foc-leg__dialog-field"
        >
          <TextArea fill maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-testid="delay-reason" />
        </FormGroup>
      )}
    </CommandDialog>
  );
}
