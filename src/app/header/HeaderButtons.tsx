import { Button, Menu, MenuItem, Popover, Tooltip } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { currentLanguage, changeLanguage, LANGUAGES } from '../../i18n';
import { toastKey } from '../toaster';
import { requestViewRefresh } from './refresh';
import { ThemeDrawer } from './ThemeDrawer';

/** A small red count on a header icon. */
export function CountBadge({ text }: { text: string | null }) {
  return text ? <span className="foc-badge">{text}</span> : null;
}

/** Full screen through the Fullscreen API; a refusal says 'failed to open full screen'. */
export function FullScreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else if (document.fullscreenEnabled && document.documentElement.requestFullscreen) await document.documentElement.requestFullscreen();
      else throw new Error('fullscreen unavailable');
    } catch {
      toastKey('error.fullScreen');
    }
  };
  const label = t(full ? 'header.fullScreen.exit' : 'header.fullScreen.enter');
  return (
    <Tooltip content={label} placement="bottom">
      <Button variant="minimal" icon={full ? 'minimize' : 'fullscreen'} aria-label={label} data-testid="full-screen" onClick={() => void toggle()} />
    </Tooltip>
  );
}

/** zh / zhtw / en; choosing one stores it and reloads the page. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = currentLanguage();
  const menu = (
    <Menu>
      {LANGUAGES.map((lang) => (
        <MenuItem
          key={lang}
          text={t(`header.language.${lang}`)}
          icon={lang === current ? 'tick' : 'blank'}
          active={lang === current}
          data-testid={`lang-${lang}`}
          onClick={() => lang !== current && changeLanguage(lang)}
        />
      ))}
    </Menu>
  );
  return (
    <Popover content={menu} placement="bottom-end">
      <Tooltip content={t('header.language')} placement="bottom">
        <Button variant="minimal" icon="translate" aria-label={t('header.language')} data-testid="language-switch" />
      </Tooltip>
    </Popover>
  );
}

/** Re-mounts the current view (the view cache listens to the refresh event). */
export function RefreshButton() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Tooltip content={t('header.refresh')} placement="bottom">
      <Button variant="minimal" icon="refresh" aria-label={t('header.refresh')} data-testid="refresh-view" onClick={() => requestViewRefresh(location.pathname)} />
    </Tooltip>
  );
}

export function ThemeDrawerButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip content={t('header.theme')} placement="bottom">
        <Button variant="minimal" icon="style" aria-label={t('header.theme')} data-testid="theme-drawer-button" onClick={() => setOpen(true)} />
      </Tooltip>
      <ThemeDrawer isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}
