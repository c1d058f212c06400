import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The product mark: links home; `compact` shows the mark only. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/index" className={`foc-logo${compact ? ' foc-logo--compact' : ''}`} title={t('app.name')} data-testid="shell-logo">
      <Icon icon="airplane" size={compact ? 22 : 20} className="foc-logo__mark" />
      {!compact && <span className="foc-logo__name">{t('app.name')}</span>}
    </Link>
  );
}
