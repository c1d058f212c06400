import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Unknown paths and screens not built yet: "under construction" (platform-shell §2). */
export default function NotFound() {
  const { t } = useTranslation();
  return <NonIdealState icon="build" title={t('page.notFound.title')} description={t('page.notFound.description')} />;
}
