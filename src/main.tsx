import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import './app/app.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loginPathFor } from './app/routing/RequireAuth';
import { toastKey } from './app/toaster';
import { configureHttp } from './api/http';
import { currentLanguage, HTML_LANG, initI18n } from './i18n';
import { loading } from './state/loading';
import { resetSession, session } from './state/session';
import { read, StorageKey } from './state/storage';

function currentHashPath(): { pathname: string; search: string } {
  const hash = window.location.hash.replace(/^#/, '') || '/';
  const [pathname = '/', search = ''] = hash.split('?');
  return { pathname, search: search ? `?${search}` : '' };
}

configureHttp({
  token: () => session.token,
  companyCode: () => read(StorageKey.companyCode),
  language: () => HTML_LANG[currentLanguage()],
  resetLogin(messageKey) {
    const { pathname, search } = currentHashPath();
    const onLogin = pathname === '/login';
    resetSession();
    toastKey(messageKey);
    if (!onLogin) window.location.hash = `#${loginPathFor(pathname, search)}`;
  },
  forbidden() {
    window.location.hash = '#/403';
  },
  toast: (key, text, params) => toastKey(key, text, 'danger', params),
  loading: (delta) => {
    loading.count = Math.max(0, loading.count + delta);
  },
});

await initI18n();
createRoot(document.getElementById('root')!).render(<App />);
