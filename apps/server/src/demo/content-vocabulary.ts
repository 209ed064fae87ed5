import type { Tr } from './catalogue-vocabulary.ts';

/*
 * Texts of the demo content library in the six data locales (en, de, fr, nl, es, zh). Titles and
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
  { code: 'news', title: ['News', 'Neuigkeiten', 'Actualités', 'Nieuws', 'Noticias', '新闻'] },
  {
    code: 'guides',
    title: ['Guides', 'Ratgeber', 'Guides', 'Gidsen', 'Guías', '指南'],
    children: [
      {
        code: 'installation',
        title: ['Installation', 'Montage', 'Installation', 'Installatie', 'Instalación', '安装'],
      },
      { code: 'care', title: ['Care', 'Pflege', 'Entretien', 'Onderhoud', 'Cuidado', '保养'] },
    ],
  },
  {
    code: 'case-studies',
    title: [
      'Case studies',
      'Fallstudien',
      'Études de cas',
      'Praktijkvoorbeelden',
      'Casos prácticos',
      '案例研究',
    ],
  },
  {
    code: 'downloads',
    title: ['Downloads', 'Downloads', 'Téléchargements', 'Downloads', 'Descargas', '下载中心'],
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
export const DASHBOARD_TITLE: Tr = ['Dashboard', 'Startseite', 'Accueil', 'Startpagina', 'Inicio', '首页'];

/** The welcome article the dashboard shows. */
export const WELCOME = {
  title: [
    'Welcome to the Vitrine portal',
    'Willkommen im Vitrine-Portal',
    'Bienvenue sur le portail Vitrine',
    'Welkom op het Vitrine-portaal',
    'Bienvenido al portal Vitrine',
    '欢迎访问 Vitrine 门户',
  ] as Tr,
  introduction: [
    'Products, media and articles for our partners, in one place.',
    'Produkte, Medien und Artikel für unsere Partner an einem Ort.',
    'Produits, médias et articles pour nos partenaires, réunis en un seul endroit.',
    'Producten, media en artikelen voor onze partners op één plek.',
    'Productos, medios y artículos para nuestros socios, en un solo lugar.',
    '为合作伙伴提供的产品、媒体和文章，尽在一处。',
  ] as Tr,
  text: [
    '<p>Browse the <strong>catalogue</strong>, collect pictures and documents in the download cart, and read the latest news and guides.</p>',
    '<p>Durchsuchen Sie den <strong>Katalog</strong>, sammeln Sie Bilder und Dokumente im Download-Korb und lesen Sie aktuelle Neuigkeiten und Ratgeber.</p>',
    '<p>Parcourez le <strong>catalogue</strong>, rassemblez images et documents dans le panier de téléchargement et lisez les dernières actualités et guides.</p>',
    '<p>Blader door de <strong>catalogus</strong>, verzamel beelden en documenten in de downloadmand en lees het laatste nieuws en de gidsen.</p>',
    '<p>Explore el <strong>catálogo</strong>, reúna imágenes y documentos en la cesta de descargas y lea las últimas noticias y guías.</p>',
    '<p>浏览<strong>产品目录</strong>，将图片和文档加入下载篮，并阅读最新的新闻和指南。</p>',
  ] as Tr,
};

/** Title variants per kind; {product}, {brand}, {place}, {topic} and {year} are filled in. */
export const TITLES: Record<ArticleKind, Tr[]> = {
  news: [
    [
      '{brand} introduces the {product}',
      '{brand} stellt {product} vor',
      '{brand} présente {product}',
      '{brand} introduceert {product}',
      '{brand} presenta {product}',
      '{brand} 发布 {product}',
    ],
    [
      'New in the collection: {product}',
      'Neu in der Kollektion: {product}',
      'Nouveau dans la collection : {product}',
      'Nieuw in de collectie: {product}',
      'Novedad en la colección: {product}',
      '系列新品：{product}',
    ],
  ],
  installation: [
    [
      'Installation guide: {product}',
      'Montageanleitung: {product}',
      'Guide d’installation : {product}',
      'Installatiehandleiding: {product}',
      'Guía de instalación: {product}',
      '安装指南：{product}',
    ],
  ],
  care: [
    [
      'Care and cleaning: {product}',
      'Pflege und Reinigung: {product}',
      'Entretien et nettoyage : {product}',
      'Onderhoud en reiniging: {product}',
      'Cuidado y limpieza: {product}',
      '保养与清洁：{product}',
    ],
  ],
  case: [
    [
      'Case study: {product} at {place}',
      'Fallstudie: {product} im {place}',
      'Étude de cas : {product} chez {place}',
      'Praktijkvoorbeeld: {product} in {place}',
      'Caso práctico: {product} en {place}',
      '案例研究：{place} 的 {product}',
    ],
  ],
  downloads: [
    [
      '{brand} {topic} {year}',
      '{brand} {topic} {year}',
      '{brand} {topic} {year}',
      '{brand} {topic} {year}',
      '{brand} {topic} {year}',
      '{brand} {topic} {year}',
    ],
  ],
};

/** Lamp care says so in Chinese: 灯具保养. */
export const LIGHTING_CARE_TITLE_ZH = '灯具保养：{product}';

export const INTRODUCTIONS: Record<ArticleKind, Tr> = {
  news: [
    'The {product} joins the {brand} collection: {material}, finished by hand.',
    '{product} erweitert die Kollektion von {brand}: {material}, von Hand veredelt.',
    '{product} rejoint la collection {brand} : {material}, fini à la main.',
    '{product} komt erbij in de collectie van {brand}: {material}, met de hand afgewerkt.',
    '{product} se suma a la colección de {brand}: {material}, acabado a mano.',
    '{product} 加入 {brand} 产品系列，{material}材质，手工精制。',
  ],
  installation: [
    'How to install the {product} safely, step by step, and which tools you need.',
    'So montieren Sie {product} sicher, Schritt für Schritt, und dieses Werkzeug brauchen Sie.',
    'Comment installer {product} en toute sécurité, étape par étape, et les outils nécessaires.',
    'Zo installeert u {product} veilig, stap voor stap, en dit gereedschap hebt u nodig.',
    'Cómo instalar {product} de forma segura, paso a paso, y qué herramientas necesita.',
    '逐步介绍如何安全安装 {product}，以及所需的工具。',
  ],
  care: [
    'Keep your {product} in {material} looking its best for years.',
    'So bleibt {product} aus {material} über Jahre schön.',
    'Gardez {product} en {material} comme neuf pendant des années.',
    'Zo blijft {product} van {material} jarenlang mooi.',
    'Mantenga {product} de {material} como nuevo durante años.',
    '让 {product} 的{material}多年如新。',
  ],
  case: [
    'How {place} uses the {product} by {brand} to create a warm, welcoming space.',
    'Wie {place} mit {product} von {brand} einen warmen, einladenden Raum schafft.',
    'Comment {place} crée un espace chaleureux avec {product} de {brand}.',
    'Hoe {place} met {product} van {brand} een warme, gastvrije ruimte maakt.',
    'Cómo {place} crea un espacio cálido y acogedor con {product} de {brand}.',
    '{place} 如何借助 {brand} 的 {product} 打造温馨宜人的空间。',
  ],
  downloads: [
    'Everything in one place: the {topic} of {brand} to download.',
    'Alles an einem Ort: {topic} von {brand} zum Herunterladen.',
    'Tout au même endroit : {topic} de {brand} à télécharger.',
    'Alles op één plek: {topic} van {brand} om te downloaden.',
    'Todo en un solo lugar: {topic} de {brand} para descargar.',
    '一站式下载 {brand} 的{topic}。',
  ],
};

/** The heading and three list items of each kind's text. */
export const SECTIONS: Record<ArticleKind, { heading: Tr; items: [Tr, Tr, Tr] }> = {
  news: {
    heading: ['Highlights', 'Auf einen Blick', 'Points forts', 'Hoogtepunten', 'Lo más destacado', '亮点'],
    items: [
      [
        'Designed by {designer}',
        'Entworfen von {designer}',
        'Dessiné par {designer}',
        'Ontworpen door {designer}',
        'Diseñado por {designer}',
        '由 {designer} 设计',
      ],
      [
        'Made of {material}',
        'Aus {material}',
        'En {material}',
        'Van {material}',
        'De {material}',
        '{material}材质',
      ],
      [
        'Available in {color}',
        'Erhältlich in {color}',
        'Disponible en {color}',
        'Verkrijgbaar in {color}',
        'Disponible en {color}',
        '提供{color}',
      ],
    ],
  },
  installation: {
    heading: [
      'Step by step',
      'Schritt für Schritt',
      'Étape par étape',
      'Stap voor stap',
      'Paso a paso',
      '安装步骤',
    ],
    items: [
      [
        'Unpack the parts and check them against the list',
        'Teile auspacken und mit der Liste vergleichen',
        'Déballez les pièces et vérifiez-les avec la liste',
        'Pak de onderdelen uit en controleer ze met de lijst',
        'Desembale las piezas y compruébelas con la lista',
        '拆开包装并对照清单检查部件',
      ],
      [
        'Mark the fixing points and drill the holes',
        'Befestigungspunkte anzeichnen und Löcher bohren',
        'Marquez les points de fixation et percez les trous',
        'Markeer de bevestigingspunten en boor de gaten',
        'Marque los puntos de fijación y taladre los agujeros',
        '标记固定点并钻孔',
      ],
      [
        'Fix the {product} and tighten every screw',
        '{product} befestigen und alle Schrauben anziehen',
        'Fixez {product} et serrez toutes les vis',
        'Bevestig {product} en draai alle schroeven vast',
        'Fije {product} y apriete todos los tornillos',
        '固定 {product} 并拧紧所有螺丝',
      ],
    ],
  },
  care: {
    heading: [
      'Care tips',
      'Pflegetipps',
      'Conseils d’entretien',
      'Onderhoudstips',
      'Consejos de cuidado',
      '保养建议',
    ],
    items: [
      [
        'Dust weekly with a soft, dry cloth',
        'Wöchentlich mit einem weichen, trockenen Tuch abstauben',
        'Dépoussiérez chaque semaine avec un chiffon doux et sec',
        'Wekelijks afstoffen met een zachte, droge doek',
        'Quite el polvo cada semana con un paño suave y seco',
        '每周用柔软的干布除尘',
      ],
      [
        'Never use solvents on {material}',
        'Niemals Lösungsmittel auf {material} verwenden',
        'N’utilisez jamais de solvants sur le {material}',
        'Gebruik nooit oplosmiddelen op {material}',
        'No use nunca disolventes sobre {material}',
        '切勿在{material}表面使用溶剂',
      ],
      [
        'Keep out of direct sunlight',
        'Vor direktem Sonnenlicht schützen',
        'Tenir à l’abri du soleil direct',
        'Niet in direct zonlicht plaatsen',
        'Mantener alejado de la luz solar directa',
        '避免阳光直射',
      ],
    ],
  },
  case: {
    heading: ['The project', 'Das Projekt', 'Le projet', 'Het project', 'El proyecto', '项目概况'],
    items: [
      [
        '{count} pieces installed in four weeks',
        '{count} Stück in vier Wochen montiert',
        '{count} pièces installées en quatre semaines',
        '{count} stuks geïnstalleerd in vier weken',
        '{count} unidades instaladas en cuatro semanas',
        '四周内安装 {count} 件',
      ],
      [
        'Finish in {color} to match the interior',
        'Ausführung in {color}, passend zum Interieur',
        'Finition {color} assortie à l’intérieur',
        'Afwerking in {color}, passend bij het interieur',
        'Acabado en {color} a juego con el interior',
        '{color}饰面，与室内风格相配',
      ],
      [
        'Planned together with {brand}',
        'Gemeinsam mit {brand} geplant',
        'Conçu avec {brand}',
        'Samen met {brand} gepland',
        'Planificado junto con {brand}',
        '与 {brand} 共同规划',
      ],
    ],
  },
  downloads: {
    heading: [
      'Included files',
      'Enthaltene Dateien',
      'Fichiers inclus',
      'Inbegrepen bestanden',
      'Archivos incluidos',
      '包含的文件',
    ],
    items: [
      [
        'Datasheets as PDF',
        'Datenblätter als PDF',
        'Fiches techniques en PDF',
        'Datasheets als pdf',
        'Fichas técnicas en PDF',
        'PDF 格式数据表',
      ],
      [
        'Pictures for print and web',
        'Bilder für Druck und Web',
        'Images pour l’impression et le web',
        'Beelden voor print en web',
        'Imágenes para impresión y web',
        '适用于印刷和网络的图片',
      ],
      [
        'Logos of {brand}',
        'Logos von {brand}',
        'Logos {brand}',
        'Logo’s van {brand}',
        'Logotipos de {brand}',
        '{brand} 标志',
      ],
    ],
  },
};

/** The closing line of every text, before its link. */
export const MORE: Tr = [
  'More about {brand}:',
  'Mehr über {brand}:',
  'En savoir plus sur {brand} :',
  'Meer over {brand}:',
  'Más sobre {brand}:',
  '了解更多 {brand} 信息：',
];
export const LINK_TEXT: Tr = [
  'visit the website',
  'zur Website',
  'visitez le site',
  'bezoek de website',
  'visite el sitio web',
  '访问网站',
];

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

/** What a downloads article offers. */
export const TOPICS: Tr[] = [
  [
    'product catalogue',
    'Produktkatalog',
    'catalogue produits',
    'productcatalogus',
    'catálogo de productos',
    '产品目录',
  ],
  ['certificates', 'Zertifikate', 'certificats', 'certificaten', 'certificados', '证书'],
  [
    'brand assets',
    'Markenmaterial',
    'ressources de marque',
    'merkmateriaal',
    'recursos de marca',
    '品牌素材',
  ],
  [
    'installation manuals',
    'Montageanleitungen',
    'manuels d’installation',
    'installatiehandleidingen',
    'manuales de instalación',
    '安装手册',
  ],
];
