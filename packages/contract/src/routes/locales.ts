import { LocaleList } from '../config.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

/** The locales the portal offers: public, read before anyone signs in. */
export const localeRoutes = {
  listLocales: route({
    method: 'GET',
    base: API_BASE,
    path: '/public/locale/',
    operationId: 'listLocales',
    tags: ['config'],
    summary: 'The portal locales',
    answer: LocaleList,
  }),
};
