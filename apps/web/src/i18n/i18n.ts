import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import boot from './boot-texts.json';
import { addNumberFormat } from '@/shared/format/number';

// Only the few texts of the first paint (loaders, load errors) are bundled; every language,
// English included, is its own chunk loaded by the locale gate before the portal renders.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: boot } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});
addNumberFormat(i18n);

// The <html lang> attribute follows the UI language for screen readers and hyphenation.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export { i18n };
