import { NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AircraftDetailView } from '../../ui/fleet/AircraftDetailView';

/**
 * The aircraft detail (`aircraft/AircraftDetail`, /aircraftManage/aircraftDetail?id=<aircraftId>, optionally &tab=<tab>
 * to open on a tab). The chosen tab stays in the page: the shell keeps one page per address.
 */
export default function AircraftDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const [tab, setTab] = useState(params.get('tab'));
  if (!id) return <NonIdealState icon="search" title={t('fleetRecord.detail.noAircraft')} />;
  return <AircraftDetailView key={id} aircraftId={id} tab={tab} onTab={setTab} />;
}
