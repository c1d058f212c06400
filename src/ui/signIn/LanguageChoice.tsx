import { SegmentedControl } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGES, type Language } from '../../i18n';

/** Language switch of the public pages (zh, zhtw, en); changing it reloads the page. */
export function LanguageChoice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      className={className}
      size="small"
      aria-label={t('page.language.label')}
      value={currentLanguage()}
      options={LANGUAGES.map((lang) => ({ value: lang, label: t(`page.language.${lang}`) }))}
      onValueChange={(lang) => {
        if (lang !== currentLanguage()) changeLanguage(lang as Language);
      }}
      data-testid="language-choice"
    />
  );
}
