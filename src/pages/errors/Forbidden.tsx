import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import './errors.css';

/** /403: shown when the server refuses access (requirements S6, S8). */
export default function Forbidden() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="foc-error-page" data-testid="forbidden-page">
      <NonIdealState
        icon="lock"
        title={t('error.noAccessPage')}
        description={t('page.forbidden.description')}
        action={<Button intent="primary" icon="home" text={t('page.backHome')} onClick={() => navigate('/', { replace: true })} />}
      />
    </div>
  );
}
