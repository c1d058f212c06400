import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegDetail } from '../../api/leg';
import type { LegFacts, TripFacts } from '../../domain/trip';
import { tripFactsOf } from '../../domain/trip/legDetail';
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

/** The rules' facts of the detail's trip and the leg's index in it. */
export function useLegFacts(data: LegDetail | null): { trip: TripFacts<LegFacts>; index: number } | null {
  return useMemo(() => {
    if (!data) return null;
    const legs = data.trip.legs?.length ? data.trip.legs : [data.leg];
    let index = legs.findIndex((l) => l.id === data.leg.id);
    // A trip read may leave out legs outside the caller's scope; this leg is always known.
    const list = index < 0 ? [...legs, data.leg] : legs.map((l, i) => (i === index ? data.leg : l));
    if (index < 0) index = list.length - 1;
    return { trip: tripFactsOf(data.trip, list), index };
  }, [data]);
}

/** One leg: header, steps and readiness, the step commands, passengers, crew, diversions, civil leg. */
export function LegDetailView({ legId }: { legId: string }) {
  const { t } = useTranslation();
  const { data, failed, stale, reload, run, loading } = useLegDetail(legId);
  const airports = useAirports(data ? [data.leg.departureIcao, data.leg.arrivalIcao] : []);
  const facts = useLegFacts(data);

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
      <LegHeader detail={data} airports={airports} />
      <LegProgress trip={facts.trip} index={facts.index} />
      <LegActions detail={data} trip={facts.trip} index={facts.index} airports={airports} run={run} />
      <div className="foc-leg__sections">
        <PassengersSection legId={legId} version={version} passengers={data.passengers} hidden={data.passengersHidden === true} run={run} />
        <LegCrewPanel
          legId={legId}
          tripVersion={version}
          aircraftTypeId={data.aircraft?.typeId ?? null}
          complement={{ cabin: data.aircraft?.cabinCrewCount ?? 0, maintenance: data.aircraft?.engineerCount ?? 0 }}
          onChanged={() => void reload()}
        />
        <DiversionsSection legId={legId} version={version} diversions={data.diversions} run={run} />
        {data.civilLeg && <CivilLegSection civil={data.civilLeg} />}
      </div>
    </div>
  );
}
