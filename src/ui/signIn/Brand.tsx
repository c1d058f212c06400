import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The product mark and name, as the public pages show it. */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`foc-brand${inverted ? ' foc-brand--inverted' : ''}`}>
      <span className="foc-brand__mark" aria-hidden>
        <Icon icon="airplane" size={20} />
      </span>
      <span className="foc-brand__text">
        <strong>{t('app.name')}</strong>
        <small>{t('page.brand.name')}</small>
      </span>
    </div>
  );
}
