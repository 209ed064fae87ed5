import type { ArticleText, Tr } from './demo-languages.ts';

/*
 * Texts of the demo content library: categories in every language, articles in the article
 * languages (en, de, fr, nl, es, zh). Titles and
 * introductions name products by their catalogue names, so a product word finds articles too.
 * Chinese texts put spaces around Latin names and punctuation between phrases, as the words a
 * search matches are the runs between them.
 */

export interface ContentCategoryDef {
  code: string;
  title: Tr;
  children?: ContentCategoryDef[];
}

/** The kinds of demo article, each filed under one category. */
export type ArticleKind = 'news' | 'installation' | 'care' | 'case' | 'downloads';

export const CONTENT_CATEGORIES: ContentCategoryDef[] = [
  {
    code: 'news',
    title: {
      en: 'News',
      de: 'Neuigkeiten',
      fr: 'Actualités',
      nl: 'Nieuws',
      es: 'Noticias',
      zh: '新闻',
      cs: 'Novinky',
      da: 'Nyheder',
      el: 'Νέα',
      fi: 'Uutiset',
      it: 'Notizie',
      nn: 'Nyheiter',
      pl: 'Aktualności',
      ru: 'Новости',
      sv: 'Nyheter',
      tr: 'Haberler',
    },
  },
  {
    code: 'guides',
    title: {
      en: 'Guides',
      de: 'Ratgeber',
      fr: 'Guides',
      nl: 'Gidsen',
      es: 'Guías',
      zh: '指南',
      cs: 'Průvodce',
      da: 'Guides',
      el: 'Οδηγοί',
      fi: 'Oppaat',
      it: 'Guide',
      nn: 'Rettleiingar',
      pl: 'Poradniki',
      ru: 'Руководства',
      sv: 'Guider',
      tr: 'Rehberler',
    },
    children: [
      {
        code: 'installation',
        title: {
          en: 'Installation',
          de: 'Montage',
          fr: 'Installation',
          nl: 'Installatie',
          es: 'Instalación',
          zh: '安装',
          cs: 'Instalace',
          da: 'Montering',
          el: 'Εγκατάσταση',
          fi: 'Asennus',
          it: 'Installazione',
          nn: 'Montering',
          pl: 'Montaż',
          ru: 'Монтаж',
          sv: 'Installation',
          tr: 'Kurulum',
        },
      },
      {
        code: 'care',
        title: {
          en: 'Care',
          de: 'Pflege',
          fr: 'Entretien',
          nl: 'Onderhoud',
          es: 'Cuidado',
          zh: '保养',
          cs: 'Údržba',
          da: 'Pleje',
          el: 'Φροντίδα',
          fi: 'Hoito',
          it: 'Cura',
          nn: 'Stell',
          pl: 'Pielęgnacja',
          ru: 'Уход',
          sv: 'Skötsel',
          tr: 'Bakım',
        },
      },
    ],
  },
  {
    code: 'case-studies',
    title: {
      en: 'Case studies',
      de: 'Fallstudien',
      fr: 'Études de cas',
      nl: 'Praktijkvoorbeelden',
      es: 'Casos prácticos',
      zh: '案例研究',
      cs: 'Případové studie',
      da: 'Kundecases',
      el: 'Μελέτες περίπτωσης',
      fi: 'Asiakastarinat',
      it: 'Casi di studio',
      nn: 'Kundeforteljingar',
      pl: 'Studia przypadków',
      ru: 'Кейсы',
      sv: 'Fallstudier',
      tr: 'Vaka çalışmaları',
    },
  },
  {
    code: 'downloads',
    title: {
      en: 'Downloads',
      de: 'Downloads',
      fr: 'Téléchargements',
      nl: 'Downloads',
      es: 'Descargas',
      zh: '下载中心',
      cs: 'Ke stažení',
      da: 'Downloads',
      el: 'Λήψεις',
      fi: 'Lataukset',
      it: 'Download',
      nn: 'Nedlastingar',
      pl: 'Do pobrania',
      ru: 'Загрузки',
      sv: 'Nedladdningar',
      tr: 'İndirmeler',
    },
  },
];

/** The category of each kind of article. */
export const KIND_CATEGORY: Record<ArticleKind, string> = {
  news: 'news',
  installation: 'installation',
  care: 'care',
  case: 'case-studies',
  downloads: 'downloads',
};

/** The title of the dashboard's category (hidden from the tree; its code is the setup's). */
export const DASHBOARD_TITLE: Tr = {
  en: 'Dashboard',
  de: 'Startseite',
  fr: 'Accueil',
  nl: 'Startpagina',
  es: 'Inicio',
  zh: '首页',
  cs: 'Úvod',
  da: 'Forside',
  el: 'Αρχική',
  fi: 'Etusivu',
  it: 'Home',
  nn: 'Framside',
  pl: 'Strona główna',
  ru: 'Главная',
  sv: 'Startsida',
  tr: 'Ana sayfa',
};

/** The welcome article the dashboard shows. */
export const WELCOME = {
  title: {
    en: 'Welcome to the Vitrine portal',
    de: 'Willkommen im Vitrine-Portal',
    fr: 'Bienvenue sur le portail Vitrine',
    nl: 'Welkom op het Vitrine-portaal',
    es: 'Bienvenido al portal Vitrine',
    zh: '欢迎访问 Vitrine 门户',
  } as ArticleText,
  introduction: {
    en: 'Products, media and articles for our partners, in one place.',
    de: 'Produkte, Medien und Artikel für unsere Partner an einem Ort.',
    fr: 'Produits, médias et articles pour nos partenaires, réunis en un seul endroit.',
    nl: 'Producten, media en artikelen voor onze partners op één plek.',
    es: 'Productos, medios y artículos para nuestros socios, en un solo lugar.',
    zh: '为合作伙伴提供的产品、媒体和文章，尽在一处。',
  } as ArticleText,
  text: {
    en: '<p>Browse the <strong>catalogue</strong>, collect pictures and documents in the download cart, and read the latest news and guides.</p>',
    de: '<p>Durchsuchen Sie den <strong>Katalog</strong>, sammeln Sie Bilder und Dokumente im Download-Korb und lesen Sie aktuelle Neuigkeiten und Ratgeber.</p>',
    fr: '<p>Parcourez le <strong>catalogue</strong>, rassemblez images et documents dans le panier de téléchargement et lisez les dernières actualités et guides.</p>',
    nl: '<p>Blader door de <strong>catalogus</strong>, verzamel beelden en documenten in de downloadmand en lees het laatste nieuws en de gidsen.</p>',
    es: '<p>Explore el <strong>catálogo</strong>, reúna imágenes y documentos en la cesta de descargas y lea las últimas noticias y guías.</p>',
    zh: '<p>浏览<strong>产品目录</strong>，将图片和文档加入下载篮，并阅读最新的新闻和指南。</p>',
  } as ArticleText,
};

/** Title variants per kind; {product}, {brand}, {place}, {topic} and {year} are filled in. */
export const TITLES: Record<ArticleKind, ArticleText[]> = {
  news: [
    {
      en: '{brand} introduces the {product}',
      de: '{brand} stellt {product} vor',
      fr: '{brand} présente {product}',
      nl: '{brand} introduceert {product}',
      es: '{brand} presenta {product}',
      zh: '{brand} 发布 {product}',
    },
    {
      en: 'New in the collection: {product}',
      de: 'Neu in der Kollektion: {product}',
      fr: 'Nouveau dans la collection : {product}',
      nl: 'Nieuw in de collectie: {product}',
      es: 'Novedad en la colección: {product}',
      zh: '系列新品：{product}',
    },
  ],
  installation: [
    {
      en: 'Installation guide: {product}',
      de: 'Montageanleitung: {product}',
      fr: 'Guide d’installation : {product}',
      nl: 'Installatiehandleiding: {product}',
      es: 'Guía de instalación: {product}',
      zh: '安装指南：{product}',
    },
  ],
  care: [
    {
      en: 'Care and cleaning: {product}',
      de: 'Pflege und Reinigung: {product}',
      fr: 'Entretien et nettoyage : {product}',
      nl: 'Onderhoud en reiniging: {product}',
      es: 'Cuidado y limpieza: {product}',
      zh: '保养与清洁：{product}',
    },
  ],
  case: [
    {
      en: 'Case study: {product} at {place}',
      de: 'Fallstudie {place}: {product}',
      fr: 'Étude de cas : {product} chez {place}',
      nl: 'Praktijkvoorbeeld: {product} in {place}',
      es: 'Caso práctico: {product} en {place}',
      zh: '案例研究：{place} 的 {product}',
    },
  ],
  downloads: [
    {
      en: '{brand} {topic} {year}',
      de: '{brand} {topic} {year}',
      fr: '{brand} {topic} {year}',
      nl: '{brand} {topic} {year}',
      es: '{brand} {topic} {year}',
      zh: '{brand} {topic} {year}',
    },
  ],
};

/** Lamp care says so in Chinese: 灯具保养. */
export const LIGHTING_CARE_TITLE_ZH = '灯具保养：{product}';

export const INTRODUCTIONS: Record<ArticleKind, ArticleText> = {
  news: {
    en: 'The {product} joins the {brand} collection: {material}, finished by hand.',
    de: '{product} erweitert die Kollektion von {brand}: {material}, von Hand veredelt.',
    fr: '{product} rejoint la collection {brand} : {material} et finitions à la main.',
    nl: '{product} komt erbij in de collectie van {brand}: {material}, met de hand afgewerkt.',
    es: '{product} se suma a la colección de {brand}: {material}, acabado a mano.',
    zh: '{product} 加入 {brand} 产品系列，{material}材质，手工精制。',
  },
  installation: {
    en: 'How to install the {product} safely, step by step, and which tools you need.',
    de: 'So montieren Sie {product} sicher, Schritt für Schritt, und dieses Werkzeug brauchen Sie.',
    fr: 'Comment installer {product} en toute sécurité, étape par étape, et les outils nécessaires.',
    nl: 'Zo installeert u {product} veilig, stap voor stap, en dit gereedschap hebt u nodig.',
    es: 'Cómo instalar {product} de forma segura, paso a paso, y qué herramientas necesita.',
    zh: '逐步介绍如何安全安装 {product}，以及所需的工具。',
  },
  care: {
    en: 'Keep your {product} in {material} looking its best for years.',
    de: 'So bleibt {product} aus {material} über Jahre schön.',
    fr: 'Gardez {product} en {material} en parfait état pendant des années.',
    nl: 'Zo blijft {product} van {material} jarenlang mooi.',
    es: 'Mantenga {product} de {material} como nuevo durante años.',
    zh: '让 {product} 的{material}多年如新。',
  },
  case: {
    en: 'How {place} uses the {product} by {brand} to create a warm, welcoming space.',
    de: 'Wie {place} mit {product} von {brand} einen warmen, einladenden Raum schafft.',
    fr: 'Comment {place} crée un espace chaleureux avec {product} de {brand}.',
    nl: 'Hoe {place} met {product} van {brand} een warme, gastvrije ruimte maakt.',
    es: 'Cómo {place} crea un espacio cálido y acogedor con {product} de {brand}.',
    zh: '{place} 如何借助 {brand} 的 {product} 打造温馨宜人的空间。',
  },
  downloads: {
    en: 'Everything in one place: the {topic} of {brand} to download.',
    de: 'Alles an einem Ort: {topic} von {brand} zum Herunterladen.',
    fr: 'Tout au même endroit : {topic} de {brand} à télécharger.',
    nl: 'Alles op één plek: {topic} van {brand} om te downloaden.',
    es: 'Todo en un solo lugar: {topic} de {brand} para descargar.',
    zh: '一站式下载 {brand} 的{topic}。',
  },
};

/** The first paragraph of each kind's text, after the introduction (which it does not repeat). */
export const OPENINGS: Record<ArticleKind, ArticleText> = {
  news: {
    en: 'The {product} is now in the catalogue, with its pictures in the media library.',
    de: '{product} ist ab sofort im Katalog, die Bilder finden Sie in der Mediathek.',
    fr: '{product} figure désormais au catalogue, et ses images sont dans la médiathèque.',
    nl: '{product} staat nu in de catalogus, met de beelden in de mediabibliotheek.',
    es: '{product} ya figura en el catálogo, con sus imágenes en la mediateca.',
    zh: '{product} 现已加入产品目录，图片可在媒体库中找到。',
  },
  installation: {
    en: 'Two people and about half an hour are enough to install the {product}; keep its datasheet at hand.',
    de: 'Für die Montage von {product} genügen zwei Personen und etwa eine halbe Stunde; halten Sie das Datenblatt bereit.',
    fr: 'Deux personnes et une demi-heure environ suffisent pour installer {product} ; gardez sa fiche technique à portée de main.',
    nl: 'Met twee personen en ongeveer een half uur is {product} geïnstalleerd; houd het datasheet bij de hand.',
    es: 'Para instalar {product} bastan dos personas y una media hora; tenga a mano su ficha técnica.',
    zh: '安装 {product} 只需两人，约半小时；请将数据表放在手边。',
  },
  care: {
    en: 'The {product} needs little care: a few minutes a week keep its {color} finish as new.',
    de: '{product} braucht wenig Pflege: Ein paar Minuten pro Woche halten die Oberfläche in {color} wie neu.',
    fr: '{product} demande peu d’entretien : quelques minutes par semaine gardent son coloris {color} comme neuf.',
    nl: '{product} vraagt weinig onderhoud: een paar minuten per week houden de afwerking in {color} als nieuw.',
    es: '{product} requiere poco cuidado: unos minutos a la semana mantienen su acabado en {color} como nuevo.',
    zh: '{product} 保养简单：每周几分钟，即可让{color}表面焕然如新。',
  },
  case: {
    en: '{place} chose the {product}: {material} and a quiet design made the difference.',
    de: '{place} entschied sich für {product}: {material} und eine ruhige Formensprache gaben den Ausschlag.',
    fr: '{place} a choisi {product} : {material} et des lignes sobres ont fait la différence.',
    nl: '{place} koos voor {product}: {material} en een rustige vormgeving gaven de doorslag.',
    es: '{place} eligió {product}: {material} y un diseño sereno fueron decisivos.',
    zh: '{place} 选择了 {product}：{material}材质与简洁的设计是关键。',
  },
  downloads: {
    en: 'The files are listed below; earlier editions are available from {brand} on request.',
    de: 'Die Dateien finden Sie unten; frühere Ausgaben erhalten Sie auf Anfrage bei {brand}.',
    fr: 'Les fichiers sont listés ci-dessous ; les éditions précédentes sont disponibles sur demande auprès de {brand}.',
    nl: 'De bestanden staan hieronder; eerdere edities zijn op aanvraag verkrijgbaar bij {brand}.',
    es: 'Los archivos se indican a continuación; las ediciones anteriores están disponibles bajo petición a {brand}.',
    zh: '文件列于下方；如需早期版本，可向 {brand} 索取。',
  },
};

/** The heading and list items of each kind's text; a download's list names its topic's files (TOPICS). */
export const SECTIONS: Record<ArticleKind, { heading: ArticleText; items: readonly ArticleText[] }> = {
  news: {
    heading: {
      en: 'Highlights',
      de: 'Auf einen Blick',
      fr: 'Points forts',
      nl: 'Hoogtepunten',
      es: 'Lo más destacado',
      zh: '亮点',
    },
    items: [
      {
        en: 'Designed by {designer}',
        de: 'Entworfen von {designer}',
        fr: 'Dessiné par {designer}',
        nl: 'Ontworpen door {designer}',
        es: 'Diseñado por {designer}',
        zh: '由 {designer} 设计',
      },
      {
        en: 'Made of {material}',
        de: 'Aus {material}',
        fr: 'En {material}',
        nl: 'Van {material}',
        es: 'De {material}',
        zh: '{material}材质',
      },
      {
        en: 'Available in {color}',
        de: 'Erhältlich in {color}',
        fr: 'Disponible en {color}',
        nl: 'Verkrijgbaar in {color}',
        es: 'Disponible en {color}',
        zh: '提供{color}',
      },
    ],
  },
  installation: {
    heading: {
      en: 'Step by step',
      de: 'Schritt für Schritt',
      fr: 'Étape par étape',
      nl: 'Stap voor stap',
      es: 'Paso a paso',
      zh: '安装步骤',
    },
    items: [
      {
        en: 'Unpack the parts and check them against the list',
        de: 'Teile auspacken und mit der Liste vergleichen',
        fr: 'Déballez les pièces et vérifiez-les avec la liste',
        nl: 'Pak de onderdelen uit en controleer ze met de lijst',
        es: 'Desembale las piezas y compruébelas con la lista',
        zh: '拆开包装并对照清单检查部件',
      },
      {
        en: 'Mark the fixing points and drill the holes',
        de: 'Befestigungspunkte anzeichnen und Löcher bohren',
        fr: 'Marquez les points de fixation et percez les trous',
        nl: 'Markeer de bevestigingspunten en boor de gaten',
        es: 'Marque los puntos de fijación y taladre los agujeros',
        zh: '标记固定点并钻孔',
      },
      {
        en: 'Fix the {product} and tighten every screw',
        de: '{product} befestigen und alle Schrauben anziehen',
        fr: 'Fixez {product} et serrez toutes les vis',
        nl: 'Bevestig {product} en draai alle schroeven vast',
        es: 'Fije {product} y apriete todos los tornillos',
        zh: '固定 {product} 并拧紧所有螺丝',
      },
    ],
  },
  care: {
    heading: {
      en: 'Care tips',
      de: 'Pflegetipps',
      fr: 'Conseils d’entretien',
      nl: 'Onderhoudstips',
      es: 'Consejos de cuidado',
      zh: '保养建议',
    },
    items: [
      {
        en: 'Dust weekly with a soft, dry cloth',
        de: 'Wöchentlich mit einem weichen, trockenen Tuch abstauben',
        fr: 'Dépoussiérez chaque semaine avec un chiffon doux et sec',
        nl: 'Wekelijks afstoffen met een zachte, droge doek',
        es: 'Quite el polvo cada semana con un paño suave y seco',
        zh: '每周用柔软的干布除尘',
      },
      {
        en: 'Never use solvents on {material}',
        de: 'Niemals Lösungsmittel auf {material} verwenden',
        fr: 'N’utilisez jamais de solvants sur les surfaces en {material}',
        nl: 'Gebruik nooit oplosmiddelen op {material}',
        es: 'No use nunca disolventes sobre {material}',
        zh: '切勿在{material}表面使用溶剂',
      },
      {
        en: 'Keep out of direct sunlight',
        de: 'Vor direktem Sonnenlicht schützen',
        fr: 'Tenir à l’abri du soleil direct',
        nl: 'Niet in direct zonlicht plaatsen',
        es: 'Mantener alejado de la luz solar directa',
        zh: '避免阳光直射',
      },
    ],
  },
  case: {
    heading: {
      en: 'The project',
      de: 'Das Projekt',
      fr: 'Le projet',
      nl: 'Het project',
      es: 'El proyecto',
      zh: '项目概况',
    },
    items: [
      {
        en: '{count} pieces installed in four weeks',
        de: '{count} Stück in vier Wochen montiert',
        fr: '{count} pièces installées en quatre semaines',
        nl: '{count} stuks geïnstalleerd in vier weken',
        es: '{count} unidades instaladas en cuatro semanas',
        zh: '四周内安装 {count} 件',
      },
      {
        en: 'Finish in {color} to match the interior',
        de: 'Ausführung in {color}, passend zum Interieur',
        fr: 'Finition {color} assortie à l’intérieur',
        nl: 'Afwerking in {color}, passend bij het interieur',
        es: 'Acabado en {color} a juego con el interior',
        zh: '{color}饰面，与室内风格相配',
      },
      {
        en: 'Planned together with {brand}',
        de: 'Gemeinsam mit {brand} geplant',
        fr: 'Conçu avec {brand}',
        nl: 'Samen met {brand} gepland',
        es: 'Planificado junto con {brand}',
        zh: '与 {brand} 共同规划',
      },
    ],
  },
  downloads: {
    heading: {
      en: 'Included files',
      de: 'Enthaltene Dateien',
      fr: 'Fichiers inclus',
      nl: 'Inbegrepen bestanden',
      es: 'Archivos incluidos',
      zh: '包含的文件',
    },
    items: [],
  },
};

/** The closing line of every text, before its link. */
export const MORE: ArticleText = {
  en: 'More about {brand}:',
  de: 'Mehr über {brand}:',
  fr: 'En savoir plus sur {brand} :',
  nl: 'Meer over {brand}:',
  es: 'Más sobre {brand}:',
  zh: '了解更多 {brand} 信息：',
};
export const LINK_TEXT: ArticleText = {
  en: 'visit the website',
  de: 'zur Website',
  fr: 'visitez le site',
  nl: 'bezoek de website',
  es: 'visite el sitio web',
  zh: '访问网站',
};

/** Places of the case studies: names, the same in every language. */
export const PLACES = [
  'Hotel Aurora',
  'Café Linde',
  'Studio Noord',
  'Villa Serena',
  'Restaurant Kaiyō',
  'Bureau Oost',
  'Bibliotheca Nova',
  'Casa Brava',
];

/** What a downloads article offers: its topic, the files it attaches and the list that names them. */
export type TopicCode = 'catalogue' | 'certificates' | 'brand-assets' | 'manuals';

export const TOPICS: { code: TopicCode; name: ArticleText; items: readonly ArticleText[] }[] = [
  {
    code: 'catalogue',
    name: {
      en: 'product catalogue',
      de: 'Produktkatalog',
      fr: 'catalogue produits',
      nl: 'productcatalogus',
      es: 'catálogo de productos',
      zh: '产品目录',
    },
    items: [
      {
        en: 'The {brand} product catalogue {year} as PDF',
        de: 'Der Produktkatalog {year} von {brand} als PDF',
        fr: 'Le catalogue produits {brand} {year} en PDF',
        nl: 'De productcatalogus {year} van {brand} als pdf',
        es: 'El catálogo de productos {year} de {brand} en PDF',
        zh: '{brand} {year} 年产品目录（PDF）',
      },
      {
        en: 'Every product with its dimensions, materials and colours',
        de: 'Alle Produkte mit Maßen, Materialien und Farben',
        fr: 'Tous les produits avec dimensions, matériaux et coloris',
        nl: 'Alle producten met afmetingen, materialen en kleuren',
        es: 'Todos los productos con medidas, materiales y colores',
        zh: '全部产品的尺寸、材质和颜色',
      },
    ],
  },
  {
    code: 'certificates',
    name: {
      en: 'certificates',
      de: 'Zertifikate',
      fr: 'certificats',
      nl: 'certificaten',
      es: 'certificados',
      zh: '证书',
    },
    items: [
      {
        en: 'CE declarations of conformity as PDF',
        de: 'CE-Konformitätserklärungen als PDF',
        fr: 'Déclarations de conformité CE en PDF',
        nl: 'CE-conformiteitsverklaringen als pdf',
        es: 'Declaraciones de conformidad CE en PDF',
        zh: 'PDF 格式的 CE 符合性声明',
      },
      {
        en: 'Valid for the whole {brand} collection',
        de: 'Gültig für die gesamte Kollektion von {brand}',
        fr: 'Valables pour toute la collection {brand}',
        nl: 'Geldig voor de hele collectie van {brand}',
        es: 'Válidas para toda la colección de {brand}',
        zh: '适用于 {brand} 全系列产品',
      },
    ],
  },
  {
    code: 'brand-assets',
    name: {
      en: 'brand assets',
      de: 'Markenmaterial',
      fr: 'ressources de marque',
      nl: 'merkmateriaal',
      es: 'recursos de marca',
      zh: '品牌素材',
    },
    items: [
      {
        en: 'Logos of {brand} as SVG and PNG',
        de: 'Logos von {brand} als SVG und PNG',
        fr: 'Logos {brand} en SVG et PNG',
        nl: 'Logo’s van {brand} als SVG en PNG',
        es: 'Logotipos de {brand} en SVG y PNG',
        zh: 'SVG 和 PNG 格式的 {brand} 标志',
      },
      {
        en: 'A campaign visual for print and web',
        de: 'Ein Kampagnenmotiv für Druck und Web',
        fr: 'Un visuel de campagne pour l’impression et le web',
        nl: 'Een campagnebeeld voor print en web',
        es: 'Una imagen de campaña para impresión y web',
        zh: '适用于印刷和网络的营销活动图片',
      },
    ],
  },
  {
    code: 'manuals',
    name: {
      en: 'installation manuals',
      de: 'Montageanleitungen',
      fr: 'manuels d’installation',
      nl: 'installatiehandleidingen',
      es: 'manuales de instalación',
      zh: '安装手册',
    },
    items: [
      {
        en: 'Installation manuals as PDF, one per type of light',
        de: 'Montageanleitungen als PDF, eine je Leuchtenart',
        fr: 'Manuels d’installation en PDF, un par type de luminaire',
        nl: 'Installatiehandleidingen als pdf, één per soort lamp',
        es: 'Manuales de instalación en PDF, uno por tipo de luminaria',
        zh: '按灯具类型提供的 PDF 安装手册',
      },
      {
        en: 'Drawings of every fixing point',
        de: 'Zeichnungen aller Befestigungspunkte',
        fr: 'Schémas de tous les points de fixation',
        nl: 'Tekeningen van alle bevestigingspunten',
        es: 'Dibujos de todos los puntos de fijación',
        zh: '所有固定点的示意图',
      },
    ],
  },
];
