import { Checkbox, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { legApi, type LegDetail, type PassengerMode } from '../../api/leg';
import type { LegBody } from '../../api/tripTypes';
import { RequestError } from '../../api/http';
import { toastKey } from '../../app/toaster';
import { TK } from '../../domain/trip';
import type { TimeType } from '../../domain/timeType';
import { legValidation, type LegFormIssue } from '../../domain/trip/legForm';
import { LEG_PURPOSES, OPERATION_NATURES } from '../../domain/trip/legOptions';
import { utcToWall, wallOffsetMinutes, wallToUtc } from '../../domain/trip/wallTime';
import { confirm, DateTimeInput } from '../../forms';
import { settings } from '../../state/settings';
import { CommandDialog, useSubmitting } from './LegDialogs';
import { useAirports } from './useAirports';

interface Draft {
  flightNo: string;
  purpose: string;
  operationNature: string;
  departureIcao: string;
  arrivalIcao: string;
  departure: string;
  arrival: string;
  note: string;
}

interface Warning {
  key: string;
  params?: Record<string, string | number>;
}

/** Raised when the user declines the warnings: nothing to report. */
class Declined extends Error {}

const wall = (iso: string, timeType: TimeType, zone?: string | null) => {
  const w = utcToWall(iso, timeType, zone);
  return `${w.date} ${w.time}`;
};
const split = (s: string): [string, string] => {
  const [d = '', t = ''] = s.trim().split(/\s+/);
  return [d, t];
};

const ruleOf = (e: LegFormIssue | undefined) => (e ? { key: e.key, ...(e.params ? { params: e.params } : {}) } : null);

/** Which box a form issue belongs to. */
const boxOf = (field: string | null): keyof Draft => {
  if (field === 'departureDate' || field === 'departureTime') return 'departure';
  if (field === 'arrivalDate' || field === 'arrivalTime' || field === 'flightTime') return 'arrival';
  return (field ?? 'departureIcao') as keyof Draft;
};

/** A new leg from a cancelled one: the leg form (checked by `legValidation`) and how passengers come along. */
export function RenewLegDialog({ detail, onClose, run }: { detail: LegDetail; onClose: () => void; run: (call: () => Promise<unknown>) => Promise<boolean> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { timeType } = useSnapshot(settings);
  const { leg } = detail;
  const airports = useAirports([leg.departureIcao, leg.arrivalIcao]);
  const zone = (icao: string) => airports[icao.trim().toUpperCase()]?.timeZone ?? null;
  const [draft, setDraft] = useState<Draft>(() => ({
    flightNo: leg.flightNo ?? '',
    purpose: leg.purpose,
    operationNature: leg.operationNature,
    departureIcao: leg.departureIcao,
    arrivalIcao: leg.arrivalIcao,
    departure: wall(leg.plannedDepartureUtc, timeType),
    arrival: wall(leg.plannedArrivalUtc, timeType),
    note: '',
  }));
  const [mode, setMode] = useState<PassengerMode>('merge');
  const [picked, setPicked] = useState<string[]>(() => detail.passengers.map((p) => p.id));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, LegFormIssue>>>({});
  const [busy, submit] = useSubmitting(onClose);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  useAirports([draft.departureIcao, draft.arrivalIcao].filter((i) => i.trim().length === 4));

  const warningText = (ws: Warning[]) => (
    <ul className="foc-leg__warnings" data-testid="renew-warnings">
      {ws.map((w, i) => (
        <li key={i}>{t(w.key, w.params ?? {})}</li>
      ))}
    </ul>
  );

  const save = async (): Promise<boolean> => {
    const [depDate, depTime] = split(draft.departure);
    const [arrDate, arrTime] = split(draft.arrival);
    const depZone = zone(draft.departureIcao);
    const arrZone = zone(draft.arrivalIcao);
    const check = legValidation({
      purpose: draft.purpose,
      operationNature: draft.operationNature,
      departureIcao: draft.departureIcao,
      arrivalIcao: draft.arrivalIcao,
      departureDate: depDate,
      departureTime: depTime,
      arrivalDate: arrDate,
      arrivalTime: arrTime,
      departureOffsetMinutes: wallOffsetMinutes(depDate, depTime, timeType, depZone),
      arrivalOffsetMinutes: wallOffsetMinutes(arrDate, arrTime, timeType, arrZone),
    });
    const found: Partial<Record<keyof Draft, LegFormIssue>> = {};
    for (const e of check.errors) found[boxOf(e.field)] ??= e;
    const dep = wallToUtc(depDate, depTime, timeType, depZone);
    const arr = wallToUtc(arrDate, arrTime, timeType, arrZone);
    if (!dep) found.departure ??= { field: 'departureTime', key: TK.required };
    if (!arr) found.arrival ??= { field: 'arrivalTime', key: TK.required };
    setErrors(found);
    if (Object.keys(found).length > 0 || !dep || !arr) return false;
    if (check.warnings.length > 0 && !(await confirm({ title: t('legDetail.renew.warningsTitle'), message: warningText(check.warnings) }))) return false;

    const input: LegBody = {
      ...(draft.flightNo.trim() ? { flightNo: draft.flightNo.trim() } : {}),
      purpose: draft.purpose,
      operationNature: draft.operationNature,
      departureIcao: draft.departureIcao.trim().toUpperCase(),
      arrivalIcao: draft.arrivalIcao.trim().toUpperCase(),
      plannedDepartureUtc: dep,
      plannedArrivalUtc: arr,
      ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
    };
    const passengers = mode === 'select' ? { mode, passengerIds: picked } : { mode };
    let answer: Awaited<ReturnType<typeof legApi.renew>> | null = null;
    const ok = await run(async () => {
      let confirmFlag = check.warnings.length > 0;
      for (;;) {
        try {
          answer = await legApi.renew(leg.id, { version: detail.trip.version, leg: input, passengers, ...(confirmFlag ? { confirm: true } : {}) });
          return;
        } catch (e) {
          const body = e instanceof RequestError ? e.body : undefined;
          const warnings = (body?.result as { warnings?: Warning[] } | undefined)?.warnings;
          if (!confirmFlag && body?.key === TK.confirmationRequired && warnings) {
            if (!(await confirm({ title: t('legDetail.renew.warningsTitle'), message: warningText(warnings) }))) throw new Declined();
            confirmFlag = true;
            continue;
          }
          if (e instanceof RequestError && e.action.kind === 'toast') toastKey(e.action.messageKey, e.action.text);
          throw e;
        }
      }
    });
    const created = (answer as Awaited<ReturnType<typeof legApi.renew>> | null)?.legs.find((l) => l.sourceLegId === leg.id && l.id !== leg.id);
    if (ok && created) navigate(`/tripLegDetail?id=${encodeURIComponent(created.id)}`);
    return ok;
  };

  const issue = (box: keyof Draft) => {
    const e = errors[box];
    return e ? { intent: 'danger' as const, helperText: t(e.key, e.params ?? {}) } : {};
  };
  const options = (codes: readonly string[], group: string, current: string) =>
    [...new Set([current, ...codes].filter(Boolean))].map((c) => ({ value: c, label: t(`tripForm.${group}.${c}`, { defaultValue: c }) }));

  return (
    <CommandDialog isOpen title={t('legDetail.renew.title')} onClose={onClose} busy={busy} canSubmit={mode !== 'select' || picked.length > 0} onSubmit={() => submit(save)} testId="renew-dialog">
      <div className="foc-leg__form-grid">
        <FormGroup label={t('legDetail.renew.flightNo')}>
          <InputGroup value={draft.flightNo} maxLength={20} onChange={(e) => set({ flightNo: e.currentTarget.value })} data-testid="renew-flightNo" />
        </FormGroup>
        <FormGroup label={t('legDetail.renew.purpose')} {...issue('purpose')}>
          <HTMLSelect fill value={draft.purpose} onChange={(e) => set({ purpose: e.currentTarget.value })} options={options(LEG_PURPOSES, 'purpose', draft.purpose)} />
        </FormGroup>
        <FormGroup label={t('legDetail.renew.operationNature')} {...issue('operationNature')}>
          <HTMLSelect fill value={draft.operationNature} onChange={(e) => set({ operationNature: e.currentTarget.value })} options={options(OPERATION_NATURES, 'operationNature', draft.operationNature)} />
        </FormGroup>
        <FormGroup label={t('legDetail.renew.departureIcao')} {...issue('departureIcao')}>
          <InputGroup value={draft.departureIcao} maxLength={4} onChange={(e) => set({ departureIcao: e.currentTarget.value.toUpperCase() })} data-testid="renew-departureIcao" />
        </FormGroup>
        <FormGroup label={t('legDetail.renew.arrivalIcao')} {...issue('arrivalIcao')}>
          <InputGroup value={draft.arrivalIcao} maxLength={4} onChange={(e) => set({ arrivalIcao: e.currentTarget.value.toUpperCase() })} data-testid="renew-arrivalIcao" />
        </FormGroup>
        <DateTimeInput label={t('legDetail.renew.departure')} required value={draft.departure} onChange={(departure) => set({ departure })} timeType={timeType} name="renewDeparture" error={ruleOf(errors.departure)} />
        <DateTimeInput label={t('legDetail.renew.arrival')} required value={draft.arrival} onChange={(arrival) => set({ arrival })} timeType={timeType} name="renewArrival" error={ruleOf(errors.arrival)} />
      </div>
      <FormGroup label={t('legDetail.renew.note')}>
        <TextArea fill maxLength={500} value={draft.note} onChange={(e) => set({ note: e.currentTarget.value })} />
      </FormGroup>
      <RadioGroup label={t('legDetail.renew.passengers')} inline selectedValue={mode} onChange={(e) => setMode(e.currentTarget.value as PassengerMode)}>
        <Radio value="empty" label={t('legDetail.renew.mode.empty')} data-testid="renew-mode-empty" />
        <Radio value="merge" label={t('legDetail.renew.mode.merge')} data-testid="renew-mode-merge" />
        <Radio value="select" label={t('legDetail.renew.mode.select')} data-testid="renew-mode-select" />
      </RadioGroup>
      {mode === 'select' && (
        <div className="foc-leg__pick" data-testid="renew-passengers">
          {detail.passengers.length === 0 && <span className="foc-leg__muted">{t('legDetail.passengers.none')}</span>}
          {detail.passengers.map((p) => (
            <Checkbox
              key={p.id}
              label={`${p.name}${p.documentNumber ? ` (${p.documentNumber})` : ''}`}
              checked={picked.includes(p.id)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setPicked((cur) => (on ? [...cur, p.id] : cur.filter((x) => x !== p.id)));
              }}
            />
          ))}
        </div>
      )}
    </CommandDialog>
  );
}
