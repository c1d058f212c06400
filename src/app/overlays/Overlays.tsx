import { FocusStyleManager } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { installErrorCapture } from '../../state/errorLog';
import { BrowserWarnings } from './BrowserWarnings';
import { ExpiryPrompt } from './ExpiryPrompt';
import { RouteProgress } from './RouteProgress';
import { UpdateDialog } from './UpdateDialog';
import { Watermark } from './Watermark';
import './overlays.css';

// Focus rings for keyboard users only (a mouse click on a popover or dialog draws none).
FocusStyleManager.onlyShowFocusOnTabs();

/** Records window errors and unhandled rejections with the route they happened on. */
function ErrorCapture() {
  const location = useLocation();
  const route = useRef(location.pathname + location.search);
  route.current = location.pathname + location.search;
  useEffect(() => installErrorCapture(() => route.current), []);
  return null;
}

/**
 * What every page carries, mounted once inside the router: watermark (not on /login), route progress
 * bar, forced-update dialog, old-browser and no-web-socket warnings, the 'extend login?' prompt and
 * the script-error capture for the header's error log.
 */
export function GlobalOverlays() {
  const location = useLocation();
  return (
    <>
      <ErrorCapture />
      <RouteProgress />
      {location.pathname !== '/login' && <Watermark />}
      <BrowserWarnings />
      <UpdateDialog />
      <ExpiryPrompt />
    </>
  );
}
