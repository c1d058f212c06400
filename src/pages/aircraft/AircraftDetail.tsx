import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AircraftDetailView } from '../../ui/fleet/AircraftDetailView';

/** The aircraft detail (`aircraft/AircraftDetail`, /aircraftManage/aircraftDetail?id=<aircraftId>&tab=<tab>). */
export default function AircraftDetail() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  if (!id) return <NonIdealState icon="search" title={t('fleetRecord.detail.noAircraft')} />;
  return (
    <AircraftDetailView
      key={id}
      aircraftId={id}
      tab={params.get('tab')}
      onTab={(tab) =>
        setParams(
          (p) => {
            p.set('tab', tab);
            return p;
          },
          { replace: true },
        )
      }
    />
  );
}
