/** "New log": pick a flown leg of the last 60 days that has no log yet, then create a typed log of it. */
import { Callout, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flbApi, type FlbDetail } from '../../api/flb';
import { tripApi, type LegListRow } from '../../api/trip';
import { LegState } from '../../domain/trip/states';
import { CommandDialog, useSubmitting } from '../leg/LegDialogs';

const DAY = 86_400_000;

/** Flown legs of the last `days` days without a log, newest first. */
export async function legsWithoutLog(days = 60): Promise<LegListRow[]> {
  const legs = await tripApi.legList({
    page: 1,
    pageSize: 200,
    sortProperties: 'plannedDepartureUtc',
    sortDirection: 'desc',
    searchParas: {
      logic: 'and',
      conditions: [
        { name: 'legState', op: 'eq', value: LegState.flown },
        { name: 'plannedDepartureUtc', op: 'ge', value: new Date(Date.now() - days * DAY).toISOString() },
      ],
    },
  });
  if (legs.list.length === 0) return [];
  const logs = await flbApi.list({ page: 1, pageSize: 500, searchParas: { logic: 'and', conditions: [{ name: 'legId', op: 'in', value: legs.list.map((l) => l.id) }] } });
  const logged = new Set(logs.list.map((l) => l.legId));
  return legs.list.filter((l) => !logged.has(l.id));
}

export const legLabel = (l: Pick<LegListRow, 'tripNumber' | 'legNumber' | 'flightNo' | 'departureIcao' | 'arrivalIcao' | 'plannedDepartureUtc'>) =>
  `${l.tripNumber}-${l.legNumber} ${l.flightNo ?? ''} ${l.departureIcao}→${l.arrivalIcao} ${l.plannedDepartureUtc.slice(0, 16).replace('T', ' ')}Z`.replace(/\s+/g, ' ');

export function FlbNewDialog({ isOpen, onClose, onCreated }: { isOpen: boolean; onClose: () => void; onCreated: (log: FlbDetail) => void }) {
  const { t } = useTranslation();
  const [legs, setLegs] = useState<LegListRow[] | null>(null);
  const [legId, setLegId] = useState('');
  const [busy, submit] = useSubmitting(onClose);
  useEffect(() => {
    if (!isOpen) return;
    setLegs(null);
    setLegId('');
    let live = true;
    legsWithoutLog().then(
      (l) => live && setLegs(l),
      () => live && setLegs([]),
    );
    return () => {
      live = false;
    };
  }, [isOpen]);
  if (!isOpen) return null;
  const create = () =>
    submit(async () => {
      const log = await flbApi.create({ legId });
      onCreated(log);
      return true;
    });
  return (
    <CommandDialog isOpen title={t('flbScreen.new.title')} onClose={onClose} busy={busy} canSubmit={legId !== ''} onSubmit={create} testId="flb-new">
      {legs !== null && legs.length === 0 ? (
        <Callout intent="primary" compact data-testid="flb-new-none">
          {t('flbScreen.new.none')}
        </Callout>
      ) : (
        <FormGroup label={t('flbScreen.new.leg')} helperText={t('flbScreen.new.hint')}>
          <HTMLSelect
            fill
            value={legId}
            disabled={legs === null}
            onChange={(e) => setLegId(e.currentTarget.value)}
            data-testid="flb-new-leg"
            options={[{ value: '', label: legs === null ? t('flbScreen.loading') : t('flbScreen.new.pick') }, ...(legs ?? []).map((l) => ({ value: l.id, label: legLabel(l) }))]}
          />
        </FormGroup>
      )}
    </CommandDialog>
  );
}
