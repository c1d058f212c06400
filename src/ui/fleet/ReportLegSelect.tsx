import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tripApi } from '../../api/trip';
import { hasAbility } from '../../state/session';

const H = 3_600_000;

/**
 * The leg a fault was reported on: the aircraft's legs that departed in the 72 hours before the
 * discovery (or up to 6 hours after it, a fault found at the gate), newest first. Hidden without
 * the leg list's permission; optional.
 */
export function ReportLegSelect({ aircraftId, discoveredAt, value, onChange }: { aircraftId: string; discoveredAt: string | null; value: string; onChange: (legId: string) => void }) {
  const { t } = useTranslation();
  const [legs, setLegs] = useState<{ value: string; label: string }[]>([]);
  const allowed = hasAbility('tripLeg:list');
  useEffect(() => {
    setLegs([]);
    if (!allowed || !aircraftId || !discoveredAt) return;
    const at = Date.parse(discoveredAt);
    let live = true;
    tripApi.legsOfAircraft(aircraftId, new Date(at - 72 * H).toISOString(), new Date(at + 6 * H).toISOString()).then(
      (page) => {
        if (!live) return;
        setLegs(page.list.map((l) => ({ value: l.id, label: `${l.flightNo || `${l.tripNumber}-${l.legNumber}`} ${l.departureIcao}→${l.arrivalIcao} ${l.plannedDepartureUtc.slice(0, 16).replace('T', ' ')}Z` })));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [allowed, aircraftId, discoveredAt]);
  if (!allowed) return null;
  return (
    <FormGroup label={t('fleetFault.column.reportLeg')} className="foc-fleet__field">
      <HTMLSelect fill value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid="fault-reportLeg" options={[{ value: '', label: t('fleetFault.create.noLeg') }, ...legs]} />
    </FormGroup>
  );
}
