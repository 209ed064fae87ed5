import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

// English is bundled and loaded synchronously so the first paint (loaders, errors) already has texts.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

// The <html lang> attribute follows the UI language for screen readers and hyphenation.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export { i18n };
