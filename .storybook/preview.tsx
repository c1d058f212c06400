import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import '../src/app/app.css';
import '../src/forms/forms.css';
import { HotkeysProvider, OverlaysProvider } from '@blueprintjs/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, resourcesFor, type Language } from '../src/i18n';

// The app's i18n set-up (src/i18n initI18n) without its stored-language lookup and reload;
// synchronous, as the resources are bundled.
void i18next.use(initReactI18next).init({
  initAsync: false,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: 'en',
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: resourcesFor(l) }])),
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const withAppProviders: Decorator = (Story, context) => {
  const locale = (LANGUAGES as readonly string[]).includes(context.globals.locale as string)
    ? (context.globals.locale as Language)
    : DEFAULT_LANGUAGE;
  if (i18next.language !== locale) void i18next.changeLanguage(locale);
  document.documentElement.lang = HTML_LANG[locale];
  const dark = context.globals.theme === 'dark';
  document.body.classList.toggle('bp6-dark', dark);
  return (
    <I18nextProvider i18n={i18next}>
      <OverlaysProvider>
        <HotkeysProvider>
          <div className={dark ? 'bp6-dark' : undefined} style={{ padding: 16, maxWidth: 560 }}>
            <Story />
          </div>
        </HotkeysProvider>
      </OverlaysProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withAppProviders],
  globalTypes: {
    locale: {
      description: 'Language / 语言',
      toolbar: {
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'zh', title: '简体中文' },
          { value: 'zhtw', title: '繁體中文' },
          { value: 'en', title: 'English' },
        ],
      },
    },
    theme: {
      description: 'Blueprint theme',
      toolbar: {
        icon: 'mirror',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LANGUAGE, theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
