import type { Tr } from './catalogue-vocabulary.ts';

export interface ScopeDef {
  code: string;
  name: Tr;
  children?: ScopeDef[];
}

/** The demo asset categories (scopes), in the six data locales. */
export const SCOPES: ScopeDef[] = [
  {
    code: 'product-images',
    name: [
      'Product images',
      'Produktbilder',
      'Images produits',
      'Productafbeeldingen',
      'Imágenes de producto',
      '产品图片',
    ],
    children: [
      {
        code: 'packshots',
        name: ['Packshots', 'Freisteller', 'Packshots', 'Packshots', 'Fotos de producto', '产品照'],
      },
      {
        code: 'lifestyle',
        name: ['Lifestyle', 'Lifestyle', 'Ambiance', 'Sfeerbeelden', 'Ambiente', '生活场景'],
      },
      { code: 'details', name: ['Details', 'Detailaufnahmen', 'Détails', 'Details', 'Detalles', '细节图'] },
    ],
  },
  {
    code: 'documents',
    name: ['Documents', 'Dokumente', 'Documents', 'Documenten', 'Documentos', '文档'],
    children: [
      {
        code: 'datasheets',
        name: ['Datasheets', 'Datenblätter', 'Fiches techniques', 'Datasheets', 'Fichas técnicas', '数据表'],
      },
      { code: 'manuals', name: ['Manuals', 'Anleitungen', 'Manuels', 'Handleidingen', 'Manuales', '说明书'] },
      {
        code: 'certificates',
        name: ['Certificates', 'Zertifikate', 'Certificats', 'Certificaten', 'Certificados', '证书'],
      },
    ],
  },
  {
    code: 'marketing',
    name: ['Marketing', 'Marketing', 'Marketing', 'Marketing', 'Marketing', '市场营销'],
    children: [
      {
        code: 'campaigns',
        name: ['Campaigns', 'Kampagnen', 'Campagnes', 'Campagnes', 'Campañas', '营销活动'],
      },
      { code: 'logos', name: ['Logos', 'Logos', 'Logos', "Logo's", 'Logotipos', '标志'] },
      {
        code: 'social-media',
        name: [
          'Social media',
          'Social Media',
          'Réseaux sociaux',
          'Sociale media',
          'Redes sociales',
          '社交媒体',
        ],
      },
    ],
  },
  { code: 'videos', name: ['Videos', 'Videos', 'Vidéos', "Video's", 'Vídeos', '视频'] },
];

/** The demo asset tags, in the six data locales. */
export const TAGS: { code: string; name: Tr }[] = [
  { code: 'new', name: ['New', 'Neu', 'Nouveau', 'Nieuw', 'Nuevo', '新品'] },
  {
    code: 'bestseller',
    name: ['Bestseller', 'Bestseller', 'Meilleure vente', 'Bestseller', 'Más vendido', '畅销'],
  },
  { code: 'indoor', name: ['Indoor', 'Innen', 'Intérieur', 'Binnen', 'Interior', '室内'] },
  { code: 'outdoor', name: ['Outdoor', 'Außen', 'Extérieur', 'Buiten', 'Exterior', '室外'] },
  {
    code: 'print',
    name: ['Print ready', 'Druckfertig', 'Prêt à imprimer', 'Drukklaar', 'Listo para imprimir', '可印刷'],
  },
  { code: 'web', name: ['Web', 'Web', 'Web', 'Web', 'Web', '网络'] },
  { code: 'press', name: ['Press', 'Presse', 'Presse', 'Pers', 'Prensa', '新闻'] },
  {
    code: 'sustainability',
    name: ['Sustainability', 'Nachhaltigkeit', 'Durabilité', 'Duurzaamheid', 'Sostenibilidad', '可持续'],
  },
  {
    code: 'collection-2026',
    name: [
      'Collection 2026',
      'Kollektion 2026',
      'Collection 2026',
      'Collectie 2026',
      'Colección 2026',
      '2026系列',
    ],
  },
];

/** Sizes (width × height) of packshots and lifestyle pictures; one lifestyle picture in ten is 24 MP. */
export const PACKSHOT_SIZES: [number, number][] = [
  [1200, 1200],
  [1600, 1600],
  [2000, 2000],
];
export const LIFESTYLE_SIZES: [number, number][] = [
  [2400, 1600],
  [3000, 2000],
  [4000, 3000],
];
export const LARGEST: [number, number] = [6000, 4000];

export const CAMPAIGNS = ['Spring', 'Summer', 'Autumn', 'Winter', 'Holiday', 'Launch'];
export const PALETTE = [
  '#0b5cad',
  '#e0592a',
  '#2e7d32',
  '#6a1b9a',
  '#00838f',
  '#c62828',
  '#f9a825',
  '#37474f',
];
