import type { Mapping, Setup, Theme } from '@vitrine/contract';

/** The code of the content category the demo's dashboard shows (hidden from the content tree). */
export const DASHBOARD_CONTENT = 'dashboard';

/**
 * The ids of the demo's feedback and contact forms: the forms seeder writes them first, in this
 * order, on an empty database (and corrects the setup should they ever differ).
 */
export const DEMO_FORMS = { feedback: 1, contact: 2 } as const;

/** The demo portal's setup: guest mode on, a feedback and a contact form, the demo brand. */
export function demoSetup(guestToken: string): Setup {
  return {
    guest_token: guestToken,
    logo: '/brand/logo.svg',
    favicon: '/brand/favicon.svg',
    title: 'Vitrine',
    description: 'Product information and media portal',
    keywords: 'products, media, downloads, catalogue',
    background: '/brand/background.svg',
    domain: '',
    amazon_bucket: null,
    analytics: { enabled: true, measurement_id: null },
    feedback_form: DEMO_FORMS.feedback,
    contact_form: DEMO_FORMS.contact,
    grid_columns: ['sku', 'brand', 'color', 'weight'],
    catalog_columns: ['sku', 'brand'],
    grid_filter: {},
    filters: ['brand', 'color'],
    leaflet: { filename: '%sku%_%name%', attribute: null, domain: '' },
    dashboard_content: DASHBOARD_CONTENT,
    powered_by: 'Vitrine',
  };
}

export const demoMapping: Mapping = {
  name: ['name'],
  title: ['title', 'name'],
  image: ['image'],
  stock: ['stock'],
  restock: ['restock_date'],
  shortDescription: ['short_description'],
  longDescription: ['long_description', 'description'],
};

export const demoTheme: Theme = {
  palette: {
    primary: { main: '#0b5cad' },
    secondary: { main: '#e0592a' },
    header: { background: '#ffffff' },
    regularText: '#1d2733',
    highlightedText: '#0b5cad',
    regularIcons: '#44505c',
  },
};

/** About 18 locales; en_GB is the default. */
export const demoLocales: [code: string, title: string][] = [
  ['en_GB', 'English (United Kingdom)'],
  ['en_US', 'English (United States)'],
  ['nl_NL', 'Nederlands (Nederland)'],
  ['nl_BE', 'Nederlands (België)'],
  ['fr_FR', 'Français (France)'],
  ['fr_BE', 'Français (Belgique)'],
  ['de_DE', 'Deutsch (Deutschland)'],
  ['da_DK', 'Dansk (Danmark)'],
  ['cs_CZ', 'Čeština (Česko)'],
  ['fi_FI', 'Suomi (Suomi)'],
  ['el_GR', 'Ελληνικά (Ελλάδα)'],
  ['it_IT', 'Italiano (Italia)'],
  ['nn_NO', 'Nynorsk (Noreg)'],
  ['pl_PL', 'Polski (Polska)'],
  ['ru_RU', 'Русский (Россия)'],
  ['es_ES', 'Español (España)'],
  ['sv_SE', 'Svenska (Sverige)'],
  ['tr_TR', 'Türkçe (Türkiye)'],
  ['zh_CN', '中文 (中国)'],
];

export const demoGroups: { code: string; names: Record<string, string> }[] = [
  {
    code: 'dealers',
    names: {
      en_GB: 'Dealers',
      nl_NL: 'Dealers',
      de_DE: 'Händler',
      fr_FR: 'Revendeurs',
      es_ES: 'Distribuidores',
      zh_CN: '经销商',
    },
  },
  {
    code: 'installers',
    names: {
      en_GB: 'Installers',
      nl_NL: 'Installateurs',
      de_DE: 'Installateure',
      fr_FR: 'Installateurs',
      es_ES: 'Instaladores',
      zh_CN: '安装商',
    },
  },
  {
    code: 'press',
    names: {
      en_GB: 'Press',
      nl_NL: 'Pers',
      de_DE: 'Presse',
      fr_FR: 'Presse',
      es_ES: 'Prensa',
      zh_CN: '媒体',
    },
  },
];

export const demoConsent: Record<string, string> = {
  en_GB:
    '<h2>Terms of use</h2><p>This portal holds product information and media for our partners. By continuing you agree to use the material only for promoting our products and to our <a href="https://example.com/privacy">privacy statement</a>.</p>',
  nl_NL:
    '<h2>Gebruiksvoorwaarden</h2><p>Dit portaal bevat productinformatie en media voor onze partners. Door verder te gaan stemt u ermee in het materiaal alleen te gebruiken om onze producten te promoten, en met onze <a href="https://example.com/privacy">privacyverklaring</a>.</p>',
  de_DE:
    '<h2>Nutzungsbedingungen</h2><p>Dieses Portal enthält Produktinformationen und Medien für unsere Partner. Wenn Sie fortfahren, verwenden Sie das Material nur zur Bewerbung unserer Produkte und stimmen unserer <a href="https://example.com/privacy">Datenschutzerklärung</a> zu.</p>',
  fr_FR:
    '<h2>Conditions d’utilisation</h2><p>Ce portail contient des informations produits et des médias pour nos partenaires. En continuant, vous acceptez de n’utiliser ce matériel que pour promouvoir nos produits, ainsi que notre <a href="https://example.com/privacy">déclaration de confidentialité</a>.</p>',
};

export const DEMO_USER = {
  email: 'demo@vitrine.example',
  password: 'showroom-demo-2026',
  first_name: 'Dana',
  last_name: 'Demo',
};
