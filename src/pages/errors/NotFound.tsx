import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import './errors.css';

/** Unknown paths and screens not built yet: "under construction" (requirements S2). */
export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="foc-error-page" data-testid="not-found-page">
      <NonIdealState
        icon="build"
        title={t('page.notFound.title')}
        description={t('page.notFound.description')}
        action={<Button icon="home" text={t('page.backHome')} onClick={() => navigate('/')} />}
      />
    </div>
  );
}
