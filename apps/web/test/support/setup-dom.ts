import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import en from '../../src/i18n/locales/en.json';
import { i18n } from '../../src/i18n/i18n';

// The English texts, as the locale gate loads them before the portal renders.
i18n.addResourceBundle('en', 'translation', en, true, true);

// jsdom has no media queries; every width query answers "no".
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(cleanup);
