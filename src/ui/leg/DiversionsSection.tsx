import { Button, Card, FormGroup, H5, HTMLTable, InputGroup, NonIdealState, Tag, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { legApi } from '../../api/leg';
import type { DiversionRecord } from '../../api/tripTypes';
import { diversionStatusLabelKey, DiversionStatus, formatInstant, zoneLabel } from '../../domain/trip';
import { wallToUtc } from '../../domain/trip/wallTime';
import { confirm, DateTimeInput } from '../../forms';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { TimeCell } from '../list/times';
import { CommandDialog, useSubmitting } from './LegDialogs';
import { useAirports } from './useAirports';

interface DiversionValue {
  diversionIcao: string;
  diversionEtaUtc: string;
  reason: string;
  note?: string;
}

function DiversionDialog(p: { isOpen: boolean; onClose: () => void; onSubmit: (v: DiversionValue) => Promise<boolean> }) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const [icao, setIcao] = useState('');
  const [eta, setEta] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [busy, submit] = useSubmitting(p.onClose);
  const airports = useAirports(icao.length === 4 ? [icao] : []);
  const zone = airports[icao]?.timeZone ?? null;
  useEffect(() => {
    if (!p.isOpen) return;
    setIcao('');
    setEta(formatInstant(new Date().toISOString(), timeType).text);
    setReason('');
    setNote('');
  }, [p.isOpen, timeType]);
  const [date = '', time = ''] = eta.split(' ');
  const etaUtc = wallToUtc(date, time, timeType, zone);
  const ok = /^[A-Z0-9]{4}$/.test(icao) && etaUtc !== null && reason.trim() !== '';
  return (
    <CommandDialog
      isOpen={p.isOpen}
      title={t('legDetail.diversions.add')}
      onClose={p.onClose}
      busy={busy}
      canSubmit={ok}
      onSubmit={() => submit(() => p.onSubmit({ diversionIcao: icao, diversionEtaUtc: etaUtc!, reason: reason.trim(), ...(note.trim() ? { note: note.trim() } : {}) }))}
      testId="diversion-dialog"
    >
      <FormGroup label={t('legDetail.diversions.icao')} labelInfo={t('legDetail.dialog.required')} helperText={airports[icao]?.name}>
        <InputGroup value={icao} maxLength={4} onChange={(e) => setIcao(e.currentTarget.value.toUpperCase())} data-testid="diversion-icao" />
      </FormGroup>
      <DateTimeInput label={t('legDetail.diversions.eta')} required value={eta} onChange={setEta} timeType={timeType} name="diversionEta" />
      <FormGroup label={t('legDetail.diversions.reason')} labelInfo={t('legDetail.dialog.required')}>
        <InputGroup value={reason} maxLength={200} onChange={(e) => setReason(e.currentTarget.value)} data-testid="diversion-reason" />
      </FormGroup>
      <FormGroup label={t('legDetail.diversions.note')}>
        <TextArea fill maxLength={500} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      </FormGroup>
    </CommandDialog>
  );
}

/** Diversions (alternates) of the leg: list, add (diversion:add), cancel (diversion:cancel). */
export function DiversionsSection({ legId, version, diversions, run }: { legId: string; version: number; diversions: DiversionRecord[]; run: (call: () => Promise<unknown>) => Promise<boolean> }) {
  const { t } = useTranslation();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const [open, setOpen] = useState(false);
  const airports = useAirports(diversions.map((d) => d.diversionIcao));
  const mayCancel = hasAbility('diversion:cancel');
  const cancel = async (d: DiversionRecord) => {
    if (await confirm({ message: t('legDetail.diversions.cancelConfirm', { icao: d.diversionIcao }) })) await run(() => legApi.cancelDiversion(d.id, version));
  };
  return (
    <Card className="foc-leg__section" data-testid="leg-diversions">
      <div className="foc-leg__section-head">
        <H5>{t('legDetail.diversions.title')}</H5>
        {hasAbility('diversion:add') && <Button icon="add" text={t('legDetail.diversions.add')} onClick={() => setOpen(true)} data-testid="diversion-add" />}
      </div>
      {diversions.length === 0 ? (
        <NonIdealState icon="flows" title={t('legDetail.diversions.none')} className="foc-leg__empty" />
      ) : (
        <HTMLTable compact striped className="foc-leg__table">
          <thead>
            <tr>
              <th>{t('legDetail.diversions.icao')}</th>
              <th>
                {t('legDetail.diversions.eta')} <span className="foc-leg__muted">({timeType === 'Local' ? t('tripScreens.zone.local') : zoneLabel(timeType)})</span>
              </th>
              <th>{t('legDetail.diversions.reason')}</th>
              <th>{t('legDetail.diversions.note')}</th>
              <th>{t('legDetail.diversions.status')}</th>
              <th>{t('legDetail.diversions.createdBy')}</th>
              {mayCancel && <th />}
            </tr>
          </thead>
          <tbody>
            {diversions.map((d) => (
              <tr key={d.id} data-testid="diversion-row">
                <td>
                  <strong>{d.diversionIcao}</strong> <span className="foc-leg__muted">{airports[d.diversionIcao]?.name ?? ''}</span>
                </td>
                <td>
                  <TimeCell iso={d.diversionEtaUtc} timeType={timeType} zone={airports[d.diversionIcao]?.timeZone} />
                </td>
                <td>{d.reason}</td>
                <td>{d.note ?? ''}</td>
                <td>
                  <Tag minimal intent={d.status === DiversionStatus.cancelled ? 'none' : 'warning'}>{t(diversionStatusLabelKey(d.status as DiversionStatus))}</Tag>
                </td>
                <td>{d.createAuthor ?? ''}</td>
                {mayCancel && (
                  <td>
                    {d.status !== DiversionStatus.cancelled && <Button variant="minimal" size="small" icon="cross" text={t('legDetail.diversions.cancel')} onClick={() => void cancel(d)} />}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <DiversionDialog isOpen={open} onClose={() => setOpen(false)} onSubmit={(v) => run(() => legApi.addDiversion(legId, version, v))} />
    </Card>
  );
}
