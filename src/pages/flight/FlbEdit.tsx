import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FlbEditView } from '../../ui/flb/FlbEditView';

/** One flight log (`flight/FlbEdit`, /flight/flbEdit?id=<logId>): the leg, the form, the history. */
export default function FlbEdit() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <NonIdealState icon="search" title={t('flbScreen.noLog')} />;
  return <FlbEditView key={id} logId={id} />;
}
