import type { Mapping, Setup, Theme } from '@vitrine/contract';
import type { Tr } from './demo-languages.ts';
import { PRESS } from './asset-vocabulary.ts';

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

/** The registration groups a visitor may join, named in every language. */
export const demoGroups: { code: string; names: Tr }[] = [
  {
    code: 'dealers',
    names: {
      en: 'Dealers',
      de: 'Händler',
      fr: 'Revendeurs',
      nl: 'Dealers',
      es: 'Distribuidores',
      zh: '经销商',
      cs: 'Prodejci',
      da: 'Forhandlere',
      el: 'Αντιπρόσωποι',
      fi: 'Jälleenmyyjät',
      it: 'Rivenditori',
      nn: 'Forhandlarar',
      pl: 'Dystrybutorzy',
      ru: 'Дилеры',
      sv: 'Återförsäljare',
      tr: 'Bayiler',
    },
  },
  {
    code: 'installers',
    names: {
      en: 'Installers',
      de: 'Installateure',
      fr: 'Installateurs',
      nl: 'Installateurs',
      es: 'Instaladores',
      zh: '安装商',
      cs: 'Montážní firmy',
      da: 'Installatører',
      el: 'Εγκαταστάτες',
      fi: 'Asentajat',
      it: 'Installatori',
      nn: 'Installatørar',
      pl: 'Instalatorzy',
      ru: 'Монтажники',
      sv: 'Installatörer',
      tr: 'Montajcılar',
    },
  },
  {
    code: 'press',
    // The press tag's word; in Chinese the group is "the media" (媒体), the tag "news" (新闻).
    names: { ...PRESS, zh: '媒体' },
  },
];

const PRIVACY = 'href="https://example.com/privacy"';

/** The terms a user accepts on first sign-in, in every language. */
export const demoConsent: Tr = {
  en: `<h2>Terms of use</h2><p>This portal holds product information and media for our partners. By continuing you agree to use the material only for promoting our products and to our <a ${PRIVACY}>privacy statement</a>.</p>`,
  de: `<h2>Nutzungsbedingungen</h2><p>Dieses Portal enthält Produktinformationen und Medien für unsere Partner. Wenn Sie fortfahren, verwenden Sie das Material nur zur Bewerbung unserer Produkte und stimmen unserer <a ${PRIVACY}>Datenschutzerklärung</a> zu.</p>`,
  fr: `<h2>Conditions d’utilisation</h2><p>Ce portail contient des informations produits et des médias pour nos partenaires. En continuant, vous acceptez de n’utiliser ce matériel que pour promouvoir nos produits, ainsi que notre <a ${PRIVACY}>déclaration de confidentialité</a>.</p>`,
  nl: `<h2>Gebruiksvoorwaarden</h2><p>Dit portaal bevat productinformatie en media voor onze partners. Door verder te gaan stemt u ermee in het materiaal alleen te gebruiken om onze producten te promoten, en met onze <a ${PRIVACY}>privacyverklaring</a>.</p>`,
  es: `<h2>Condiciones de uso</h2><p>Este portal contiene información de productos y medios para nuestros socios. Al continuar, acepta utilizar el material únicamente para promocionar nuestros productos, así como nuestra <a ${PRIVACY}>declaración de privacidad</a>.</p>`,
  zh: `<h2>使用条款</h2><p>本门户为我们的合作伙伴提供产品信息和媒体资料。继续使用即表示您同意仅将这些资料用于推广我们的产品，并同意我们的<a ${PRIVACY}>隐私声明</a>。</p>`,
  cs: `<h2>Podmínky používání</h2><p>Tento portál obsahuje produktové informace a média pro naše partnery. Pokračováním se zavazujete používat materiály pouze k propagaci našich produktů a souhlasíte s naším <a ${PRIVACY}>prohlášením o ochraně osobních údajů</a>.</p>`,
  da: `<h2>Brugsvilkår</h2><p>Denne portal indeholder produktinformation og medier til vores partnere. Ved at fortsætte accepterer du kun at bruge materialet til at promovere vores produkter, og du accepterer vores <a ${PRIVACY}>privatlivspolitik</a>.</p>`,
  el: `<h2>Όροι χρήσης</h2><p>Αυτή η πύλη περιέχει πληροφορίες προϊόντων και πολυμέσα για τους συνεργάτες μας. Συνεχίζοντας, συμφωνείτε να χρησιμοποιείτε το υλικό μόνο για την προώθηση των προϊόντων μας και αποδέχεστε τη <a ${PRIVACY}>δήλωση απορρήτου</a> μας.</p>`,
  fi: `<h2>Käyttöehdot</h2><p>Tämä portaali sisältää tuotetietoja ja mediaa kumppaneillemme. Jatkamalla sitoudut käyttämään aineistoa vain tuotteidemme markkinointiin ja hyväksyt <a ${PRIVACY}>tietosuojaselosteemme</a>.</p>`,
  it: `<h2>Condizioni d’uso</h2><p>Questo portale contiene informazioni sui prodotti e materiali multimediali per i nostri partner. Continuando, accetti di utilizzare il materiale solo per promuovere i nostri prodotti e accetti la nostra <a ${PRIVACY}>informativa sulla privacy</a>.</p>`,
  nn: `<h2>Vilkår for bruk</h2><p>Denne portalen inneheld produktinformasjon og media for partnarane våre. Når du held fram, godtek du å bruke materialet berre til å marknadsføre produkta våre, og du godtek <a ${PRIVACY}>personvernfråsegna</a> vår.</p>`,
  pl: `<h2>Warunki korzystania</h2><p>Ten portal zawiera informacje o produktach i materiały multimedialne dla naszych partnerów. Kontynuując, zgadzasz się wykorzystywać materiały wyłącznie do promocji naszych produktów oraz akceptujesz naszą <a ${PRIVACY}>politykę prywatności</a>.</p>`,
  ru: `<h2>Условия использования</h2><p>Этот портал содержит информацию о товарах и медиафайлы для наших партнёров. Продолжая, вы соглашаетесь использовать материалы только для продвижения нашей продукции и принимаете наше <a ${PRIVACY}>заявление о конфиденциальности</a>.</p>`,
  sv: `<h2>Användarvillkor</h2><p>Den här portalen innehåller produktinformation och media för våra partner. Genom att fortsätta godkänner du att endast använda materialet för att marknadsföra våra produkter, och du godkänner vår <a ${PRIVACY}>integritetspolicy</a>.</p>`,
  tr: `<h2>Kullanım koşulları</h2><p>Bu portal, iş ortaklarımız için ürün bilgileri ve medya içerir. Devam ederek materyalleri yalnızca ürünlerimizin tanıtımı için kullanmayı ve <a ${PRIVACY}>gizlilik bildirimimizi</a> kabul etmiş olursunuz.</p>`,
};

export const DEMO_USER = {
  email: 'demo@vitrine.example',
  password: 'showroom-demo-2026',
  first_name: 'Dana',
  last_name: 'Demo',
};

/** The demo's administrator: the operator console is theirs to try at once. */
export const DEMO_ADMIN = {
  email: 'admin@vitrine.example',
  password: 'showroom-admin-2026',
  first_name: 'Avery',
  last_name: 'Admin',
};

/** Account requests waiting in the demo console's queue (in the languages their applicants wrote in). */
export const DEMO_ACCOUNT_REQUESTS = [
  {
    locale: 'de_DE',
    payload: {
      company: 'Nordlicht Leuchten GmbH',
      vat_number: 'DE811234567',
      job_title: 'Einkauf',
      first_name: 'Greta',
      last_name: 'Lindqvist',
      street: 'Hafenstraße',
      street_number: '12',
      zip_code: '20457',
      city: 'Hamburg',
      country: 'DE',
      phone_number: '+49 40 555 0123',
      email: 'greta.lindqvist@nordlicht.example',
    },
  },
  {
    locale: 'fr_FR',
    payload: {
      company: 'Maison Lumière SARL',
      vat_number: 'FR40123456824',
      job_title: 'Architecte d’intérieur',
      first_name: 'Camille',
      last_name: 'Moreau',
      street: 'Rue des Archives',
      street_number: '48',
      zip_code: '75004',
      city: 'Paris',
      country: 'FR',
      phone_number: '+33 1 55 55 01 23',
      email: 'camille.moreau@maison-lumiere.example',
    },
  },
  {
    locale: 'en_GB',
    payload: {
      company: 'Harbour & Pine Interiors Ltd',
      vat_number: 'GB123456789',
      first_name: 'Oliver',
      last_name: 'Hughes',
      street: 'Mill Lane',
      street_number: '7',
      zip_code: 'BS1 4DJ',
      city: 'Bristol',
      country: 'GB',
      phone_number: '+44 117 496 0123',
      email: 'oliver@harbourpine.example',
    },
  },
] as const;
