import { Callout, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { messageApi } from '../../api/messages';
import { tripApi, type TripWithLegs } from '../../api/trip';
import { setUnread } from '../../state/notices';
import { LegStateTag } from '../../ui/leg/format';
import { LegDetailView } from '../../ui/leg/LegDetailView';

/** Message type 9: a cancelled trip (businessId) or a cancelled flight (tripLegId); anything else 1. */
const CANCELLED = '9';

/**
 * Target of message links (`trip/LegMessage`, /leg): `?tripLegId=&type=` opens that leg;
 * `?businessId=<tripId>&type=` shows the trip's legs and opens the first (or `tripLegId` when it
 * is one of them).
 */
export default function LegMessage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const legId = params.get('tripLegId');
  const tripId = params.get('businessId');
  const cancelled = params.get('type') === CANCELLED;
  const [trip, setTrip] = useState<TripWithLegs | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<string | null>(legId);

  // opening a leg from a message reads that leg's messages (requirements S4)
  useEffect(() => {
    if (legId) void messageApi.readLeg(legId).then((r) => setUnread(r.unread), () => undefined);
  }, [legId]);

  useEffect(() => {
    setTrip(null);
    setFailed(false);
    setChosen(legId);
    if (!tripId) return;
    let live = true;
    tripApi.get(tripId).then(
      (tr) => {
        if (!live) return;
        setTrip(tr);
        setChosen((cur) => (cur && tr.legs.some((l) => l.id === cur) ? cur : (tr.legs[0]?.id ?? null)));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [tripId, legId]);

  const banner = cancelled && (
    <Callout intent="danger" icon="cross-circle" className="foc-leg-message__banner" data-testid="leg-message-cancelled">
      {t(tripId ? 'legDetail.message.tripCancelled' : 'legDetail.message.legCancelled')}
    </Callout>
  );

  if (!tripId) {
    if (!legId) return <NonIdealState icon="search" title={t('legDetail.page.noLeg')} />;
    return (
      <div data-testid="leg-message">
        {banner}
        <LegDetailView key={legId} legId={legId} />
      </div>
    );
  }
  if (failed) return <NonIdealState icon="error" title={t('legDetail.page.loadFailed')} />;
  if (!trip) return <Spinner className="foc-leg__spinner" />;
  return (
    <div data-testid="leg-message">
      {banner}
      <div className="foc-leg-message__legs">
        <strong>{trip.tripNumber}</strong>
        {trip.legs.length === 0 ? (
          <span>{t('legDetail.message.noLegs')}</span>
        ) : (
          <Tabs id="leg-message-legs" selectedTabId={chosen ?? undefined} onChange={(id) => setChosen(String(id))}>
            {trip.legs.map((l) => (
              <Tab
                key={l.id}
                id={l.id}
                data-testid="leg-message-tab"
                title={
                  <span className="foc-leg-message__tab">
                    {t('legDetail.header.legNumber', { number: l.legNumber })} {l.departureIcao}–{l.arrivalIcao} <LegStateTag state={l.legState} />
                  </span>
                }
              />
            ))}
          </Tabs>
        )}
      </div>
      {chosen && <LegDetailView key={chosen} legId={chosen} />}
    </div>
  );
}
