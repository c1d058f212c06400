import { NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CrewDetailView } from '../../ui/crew/CrewDetailView';

/**
 * The crew detail (`crew/CrewDetail`, /crewManage/crewDetail?id=<crewId>, optionally &tab=<tab>):
 * the crew member's record with its tabs. The chosen tab stays in the page (one page per address).
 */
export default function CrewDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const [tab, setTab] = useState(params.get('tab'));
  if (!id) return <NonIdealState icon="search" title={t('crewDetail.noCrew')} />;
  return <CrewDetailView key={id} crewId={id} tab={tab} onTab={setTab} />;
}
