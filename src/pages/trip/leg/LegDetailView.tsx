import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { legApi, type AircraftRow } from '../../../api/leg';
import { tripFactsOf } from '../../../domain/trip/legDetail';
import { LegCrewPanel } from './LegCrewPanel';
import { CivilLegSection } from './CivilLegSection';
import { DiversionsSection } from './DiversionsSection';
import { LegActions } from './LegActions';
import { LegHeader } from './LegHeader';
import { LegProgress } from './LegProgress';
import { PassengersSection } from './PassengersSection';
import { useAirports } from './useAirports';
import { useLegDetail } from './useLegDetail';
import './legDetail.css';

/** The aircraft of the leg and its type's code (null when the caller may not read the fleet). */
function useAircraft(id: string | null): { aircraft: AircraftRow | null; typeName: string | null } {
  const [state, setState] = useState<{ aircraft: AircraftRow | null; typeName: string | null }>({ aircraft: null, typeName: null });
  useEffect(() => {
    setState({ aircraft: null, typeName: null });
    if (!id) return;
    let live = true;
    void (async () => {
      const aircraft = await legApi.aircraftOne(id);
      if (!live) return;
      setState({ aircraft, typeName: null });
      if (!aircraft) return;
      const types = await legApi.aircraftTypes().catch(() => null);
      const type = types?.list.find((x) => x.id === aircraft.typeId);
      if (live && type) setState({ aircraft, typeName: type.code || type.name });
    })();
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}

/** One leg: header, steps and readiness, the step commands, passengers, crew, diversions, civil leg. */
export function LegDetailView({ legId }: { legId: string }) {
  const { t } = useTranslation();
  const { data, failed, stale, reload, run, loading } = useLegDetail(legId);
  const airports = useAirports(data ? [data.leg.departureIcao, data.leg.arrivalIcao] : []);
  const { aircraft, typeName } = useAircraft(data?.leg.aircraftId ?? null);
  const facts = useMemo(() => {
    if (!data) return null;
    const legs = data.trip.legs?.length ? data.trip.legs : [data.leg];
    let index = legs.findIndex((l) => l.id === data.leg.id);
    // A trip read may leave out legs outside the caller's scope; this leg is always known.
    const list = index < 0 ? [...legs, data.leg] : legs.map((l, i) => (i === index ? data.leg : l));
    if (index < 0) index = list.length - 1;
    return { trip: tripFactsOf(data.trip, list), index };
  }, [data]);

  if (!data || !facts) {
    if (failed) return <NonIdealState icon="error" title={t('legDetail.page.loadFailed')} action={<Button icon="refresh" text={t('legDetail.page.reload')} onClick={() => void reload()} />} />;
    return <Spinner className="foc-leg__spinner" />;
  }
  const version = data.trip.version;
  return (
    <div className="foc-leg" data-testid="leg-detail" data-leg-id={legId} data-loading={loading ? '' : undefined}>
      {stale && (
        <Callout intent="warning" icon="refresh" className="foc-leg__stale" data-testid="leg-stale">
          {t('error.dataChanged')}{' '}
          <Button intent="warning" icon="refresh" text={t('legDetail.page.reload')} onClick={() => void reload()} data-testid="leg-reload" />
        </Callout>
      )}
      <LegHeader detail={data} airports={airports} aircraft={aircraft} aircraftType={typeName} />
      <LegProgress trip={facts.trip} index={facts.index} />
      <LegActions detail={data} trip={facts.trip} index={facts.index} airports={airports} run={run} />
      <div className="foc-leg__sections">
        <PassengersSection legId={legId} version={version} passengers={data.passengers} run={run} />
        <LegCrewPanel legId={legId} tripVersion={version} aircraftTypeId={aircraft?.typeId ?? null} onChanged={() => void reload()} />
        <DiversionsSection legId={legId} version={version} diversions={data.diversions} run={run} />
        {data.civilLeg && <CivilLegSection civil={data.civilLeg} />}
      </div>
    </div>
  );
}
