import { Alert, Button, Callout } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detectBrowserProblems } from './browserSupport';

/** An old browser gets a banner recommending a current one; a browser without web-socket an alert. */
export function BrowserWarnings() {
  const { t } = useTranslation();
  const problems = useMemo(() => detectBrowserProblems(window as unknown as Record<string, unknown>), []);
  const [bannerOpen, setBannerOpen] = useState(problems.oldBrowser);
  const [alertOpen, setAlertOpen] = useState(problems.noWebSocket);
  return (
    <>
      {bannerOpen && (
        <Callout className="foc-browser-banner" intent="warning" icon="warning-sign" data-testid="old-browser-banner">
          <span>{t('overlay.browser.old')}</span>
          <Button variant="minimal" size="small" icon="cross" aria-label={t('header.close')} onClick={() => setBannerOpen(false)} />
        </Callout>
      )}
      <Alert isOpen={alertOpen} intent="warning" icon="offline" confirmButtonText={t('header.confirm')} onConfirm={() => setAlertOpen(false)} onClose={() => setAlertOpen(false)}>
        <div data-testid="no-websocket-alert">{t('overlay.browser.noWebSocket')}</div>
      </Alert>
    </>
  );
}
