import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LegDetailView } from '../../ui/leg/LegDetailView';

/** The leg detail (`trip/TripLegDetail`, /tripLegDetail?id=<legId>). */
export default function TripLegDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <NonIdealState icon="search" title={t('legDetail.page.noLeg')} />;
  return <LegDetailView key={id} legId={id} />;
}
