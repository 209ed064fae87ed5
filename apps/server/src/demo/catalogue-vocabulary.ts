/** Texts of the demo catalogue in its six data locales, in this order. */
export const DATA_LOCALES = ['en_GB', 'de_DE', 'fr_FR', 'nl_NL', 'es_ES', 'zh_CN'] as const;
export type Tr = readonly [en: string, de: string, fr: string, nl: string, es: string, zh: string];

export const tr = (texts: Tr): Record<string, string> =>
  Object.fromEntries(DATA_LOCALES.map((locale, i) => [locale, texts[i]]));

export interface CategoryDef {
  code: string;
  title: Tr;
  children?: CategoryDef[];
  /** Product types sold in a leaf category, with the attribute set they use. */
  types?: { name: Tr; set: string }[];
}

export const CATEGORIES: CategoryDef[] = [
  {
    code: 'lighting',
    title: ['Lighting', 'Beleuchtung', 'Éclairage', 'Verlichting', 'Iluminación', '照明'],
    children: [
      {
        code: 'indoor-lighting',
        title: [
          'Indoor lighting',
          'Innenbeleuchtung',
          'Éclairage intérieur',
          'Binnenverlichting',
          'Iluminación interior',
          '室内照明',
        ],
        children: [
          {
            code: 'pendant-lights',
            title: [
              'Pendant lights',
              'Pendelleuchten',
              'Suspensions',
              'Hanglampen',
              'Lámparas colgantes',
              '吊灯',
            ],
            types: [
              {
                name: [
                  'Pendant Light',
                  'Pendelleuchte',
                  'Suspension',
                  'Hanglamp',
                  'Lámpara colgante',
                  '吊灯',
                ],
                set: 'lighting',
              },
            ],
          },
          {
            code: 'wall-lights',
            title: ['Wall lights', 'Wandleuchten', 'Appliques', 'Wandlampen', 'Apliques', '壁灯'],
            types: [
              {
                name: ['Wall Light', 'Wandleuchte', 'Applique', 'Wandlamp', 'Aplique', '壁灯'],
                set: 'lighting',
              },
            ],
          },
          {
            code: 'desk-lamps',
            title: [
              'Desk lamps',
              'Schreibtischleuchten',
              'Lampes de bureau',
              'Bureaulampen',
              'Lámparas de escritorio',
              '台灯',
            ],
            types: [
              {
                name: [
                  'Desk Lamp',
                  'Schreibtischleuchte',
                  'Lampe de bureau',
                  'Bureaulamp',
                  'Lámpara de escritorio',
                  '台灯',
                ],
                set: 'lighting',
              },
            ],
          },
        ],
      },
      {
        code: 'outdoor-lighting',
        title: [
          'Outdoor lighting',
          'Außenbeleuchtung',
          'Éclairage extérieur',
          'Buitenverlichting',
          'Iluminación exterior',
          '户外照明',
        ],
        children: [
          {
            code: 'garden-lights',
            title: [
              'Garden lights',
              'Gartenleuchten',
              'Lampes de jardin',
              'Tuinlampen',
              'Luces de jardín',
              '花园灯',
            ],
            types: [
              {
                name: [
                  'Garden Light',
                  'Gartenleuchte',
                  'Lampe de jardin',
                  'Tuinlamp',
                  'Luz de jardín',
                  '花园灯',
                ],
                set: 'lighting',
              },
            ],
          },
          {
            code: 'facade-lights',
            title: [
              'Facade lights',
              'Fassadenleuchten',
              'Éclairage de façade',
              'Gevelverlichting',
              'Luces de fachada',
              '外墙灯',
            ],
            types: [
              {
                name: [
                  'Facade Light',
                  'Fassadenleuchte',
                  'Applique de façade',
                  'Gevellamp',
                  'Luz de fachada',
                  '外墙灯',
                ],
                set: 'lighting',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'furniture',
    title: ['Furniture', 'Möbel', 'Mobilier', 'Meubelen', 'Muebles', '家具'],
    children: [
      {
        code: 'seating',
        title: ['Seating', 'Sitzmöbel', 'Assises', 'Zitmeubelen', 'Asientos', '座椅'],
        children: [
          {
            code: 'chairs',
            title: ['Chairs', 'Stühle', 'Chaises', 'Stoelen', 'Sillas', '椅子'],
            types: [{ name: ['Chair', 'Stuhl', 'Chaise', 'Stoel', 'Silla', '椅子'], set: 'furniture' }],
          },
          {
            code: 'lounge-chairs',
            title: ['Lounge chairs', 'Loungesessel', 'Fauteuils', 'Fauteuils', 'Sillones', '休闲椅'],
            types: [
              {
                name: ['Lounge Chair', 'Loungesessel', 'Fauteuil', 'Fauteuil', 'Sillón', '休闲椅'],
                set: 'furniture',
              },
            ],
          },
          {
            code: 'stools',
            title: ['Stools', 'Hocker', 'Tabourets', 'Krukken', 'Taburetes', '凳子'],
            types: [{ name: ['Stool', 'Hocker', 'Tabouret', 'Kruk', 'Taburete', '凳子'], set: 'furniture' }],
          },
        ],
      },
      {
        code: 'tables',
        title: ['Tables', 'Tische', 'Tables', 'Tafels', 'Mesas', '桌子'],
        children: [
          {
            code: 'dining-tables',
            title: ['Dining tables', 'Esstische', 'Tables à manger', 'Eettafels', 'Mesas de comedor', '餐桌'],
            types: [
              {
                name: ['Dining Table', 'Esstisch', 'Table à manger', 'Eettafel', 'Mesa de comedor', '餐桌'],
                set: 'furniture',
              },
            ],
          },
          {
            code: 'coffee-tables',
            title: [
              'Coffee tables',
              'Couchtische',
              'Tables basses',
              'Salontafels',
              'Mesas de centro',
              '茶几',
            ],
            types: [
              {
                name: ['Coffee Table', 'Couchtisch', 'Table basse', 'Salontafel', 'Mesa de centro', '茶几'],
                set: 'furniture',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'textiles',
    title: ['Textiles', 'Textilien', 'Textiles', 'Textiel', 'Textiles', '纺织品'],
    children: [
      {
        code: 'living-textiles',
        title: [
          'Living room textiles',
          'Wohntextilien',
          'Textiles de salon',
          'Woontextiel',
          'Textiles de salón',
          '客厅纺织品',
        ],
        children: [
          {
            code: 'cushions',
            title: ['Cushions', 'Kissen', 'Coussins', 'Kussens', 'Cojines', '靠垫'],
            types: [{ name: ['Cushion', 'Kissen', 'Coussin', 'Kussen', 'Cojín', '靠垫'], set: 'textiles' }],
          },
          {
            code: 'throws',
            title: ['Throws', 'Plaids', 'Plaids', 'Plaids', 'Mantas', '毛毯'],
            types: [{ name: ['Throw', 'Plaid', 'Plaid', 'Plaid', 'Manta', '毛毯'], set: 'textiles' }],
          },
          {
            code: 'rugs',
            title: ['Rugs', 'Teppiche', 'Tapis', 'Vloerkleden', 'Alfombras', '地毯'],
            types: [{ name: ['Rug', 'Teppich', 'Tapis', 'Vloerkleed', 'Alfombra', '地毯'], set: 'textiles' }],
          },
        ],
      },
    ],
  },
];

export const BRANDS = ['Lumio', 'Nordvik', 'Atelier Sol', 'Kaze', 'Terra & Co'] as const;
export const MODELS = [
  'Arc',
  'Bloom',
  'Cove',
  'Dune',
  'Echo',
  'Fjord',
  'Grove',
  'Halo',
  'Isla',
  'Juno',
  'Kite',
  'Loft',
  'Mira',
  'Nova',
  'Orbit',
  'Pebble',
  'Quill',
  'Ridge',
  'Sable',
  'Tide',
  'Umbra',
  'Vale',
  'Wren',
  'Yara',
  'Zephyr',
  'Alba',
  'Birch',
  'Cinder',
  'Delta',
  'Ember',
  'Flint',
  'Gale',
  'Haven',
  'Iris',
  'Jade',
  'Kelp',
  'Lumen',
  'Moss',
  'Nimbus',
  'Opal',
] as const;

export interface OptionDef {
  value: string;
  label: Tr;
  /** Colour used for generated product images. */
  hex?: string;
}
export const COLORS: OptionDef[] = [
  { value: 'white', label: ['White', 'Weiß', 'Blanc', 'Wit', 'Blanco', '白色'], hex: '#f2f0eb' },
  { value: 'black', label: ['Black', 'Schwarz', 'Noir', 'Zwart', 'Negro', '黑色'], hex: '#26272b' },
  { value: 'grey', label: ['Grey', 'Grau', 'Gris', 'Grijs', 'Gris', '灰色'], hex: '#8d9196' },
  { value: 'oak', label: ['Oak', 'Eiche', 'Chêne', 'Eiken', 'Roble', '橡木色'], hex: '#c49a6c' },
  { value: 'brass', label: ['Brass', 'Messing', 'Laiton', 'Messing', 'Latón', '黄铜色'], hex: '#c9a54a' },
  {
    value: 'green',
    label: ['Sage green', 'Salbeigrün', 'Vert sauge', 'Saliegroen', 'Verde salvia', '鼠尾草绿'],
    hex: '#8fa68a',
  },
  {
    value: 'blue',
    label: ['Ink blue', 'Tintenblau', 'Bleu encre', 'Inktblauw', 'Azul tinta', '墨蓝色'],
    hex: '#2f4a6d',
  },
  {
    value: 'terracotta',
    label: ['Terracotta', 'Terrakotta', 'Terre cuite', 'Terracotta', 'Terracota', '陶土色'],
    hex: '#c0654a',
  },
];
export const MATERIALS: OptionDef[] = [
  { value: 'steel', label: ['Steel', 'Stahl', 'Acier', 'Staal', 'Acero', '钢'] },
  { value: 'aluminium', label: ['Aluminium', 'Aluminium', 'Aluminium', 'Aluminium', 'Aluminio', '铝'] },
  { value: 'glass', label: ['Glass', 'Glas', 'Verre', 'Glas', 'Vidrio', '玻璃'] },
  {
    value: 'oak-wood',
    label: ['Oak wood', 'Eichenholz', 'Bois de chêne', 'Eikenhout', 'Madera de roble', '橡木'],
  },
  { value: 'linen', label: ['Linen', 'Leinen', 'Lin', 'Linnen', 'Lino', '亚麻'] },
  { value: 'wool', label: ['Wool', 'Wolle', 'Laine', 'Wol', 'Lana', '羊毛'] },
  { value: 'ceramic', label: ['Ceramic', 'Keramik', 'Céramique', 'Keramiek', 'Cerámica', '陶瓷'] },
];
export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
export const IP_RATINGS = ['IP20', 'IP44', 'IP65'];

type AttrType =
  | 'multi_select'
  | 'single_select'
  | 'number'
  | 'float'
  | 'bool'
  | 'string'
  | 'text'
  | 'date'
  | 'file'
  | 'media'
  | 'video'
  | 'image';
export interface AttributeDef {
  code: string;
  type: AttrType;
  label: Tr;
  localizable?: boolean;
  searchable?: boolean;
  options?: OptionDef[];
  prefix?: string;
  postFix?: Tr;
  help?: Tr;
}
const same = (text: string): Tr => [text, text, text, text, text, text];
const plain = (values: string[]): OptionDef[] => values.map((v) => ({ value: v, label: same(v) }));

export const ATTRIBUTES: AttributeDef[] = [
  {
    code: 'name',
    type: 'text',
    localizable: true,
    searchable: true,
    label: ['Name', 'Name', 'Nom', 'Naam', 'Nombre', '名称'],
  },
  {
    code: 'short_description',
    type: 'text',
    localizable: true,
    searchable: true,
    label: [
      'Short description',
      'Kurzbeschreibung',
      'Description courte',
      'Korte omschrijving',
      'Descripción corta',
      '简短描述',
    ],
  },
  {
    code: 'long_description',
    type: 'text',
    localizable: true,
    searchable: true,
    label: ['Description', 'Beschreibung', 'Description', 'Omschrijving', 'Descripción', '描述'],
  },
  {
    code: 'sku',
    type: 'string',
    searchable: true,
    label: ['Article number', 'Artikelnummer', 'Référence', 'Artikelnummer', 'Referencia', '货号'],
  },
  { code: 'ean', type: 'string', searchable: true, label: ['EAN', 'EAN', 'EAN', 'EAN', 'EAN', 'EAN'] },
  {
    code: 'brand',
    type: 'single_select',
    searchable: true,
    options: plain([...BRANDS]),
    label: ['Brand', 'Marke', 'Marque', 'Merk', 'Marca', '品牌'],
  },
  {
    code: 'color',
    type: 'multi_select',
    options: COLORS,
    label: ['Colour', 'Farbe', 'Couleur', 'Kleur', 'Color', '颜色'],
  },
  {
    code: 'material',
    type: 'multi_select',
    options: MATERIALS,
    label: ['Material', 'Material', 'Matériau', 'Materiaal', 'Material', '材质'],
  },
  {
    code: 'designer',
    type: 'string',
    searchable: true,
    label: ['Designer', 'Designer', 'Designer', 'Ontwerper', 'Diseñador', '设计师'],
  },
  {
    code: 'power',
    type: 'number',
    postFix: same('W'),
    label: ['Power', 'Leistung', 'Puissance', 'Vermogen', 'Potencia', '功率'],
  },
  {
    code: 'dimmable',
    type: 'bool',
    label: ['Dimmable', 'Dimmbar', 'Variable', 'Dimbaar', 'Regulable', '可调光'],
  },
  {
    code: 'energy_class',
    type: 'single_select',
    options: plain(ENERGY_CLASSES),
    label: [
      'Energy class',
      'Energieeffizienzklasse',
      'Classe énergétique',
      'Energieklasse',
      'Clase energética',
      '能效等级',
    ],
  },
  {
    code: 'ip_rating',
    type: 'single_select',
    options: plain(IP_RATINGS),
    label: [
      'Protection rating',
      'Schutzart',
      'Indice de protection',
      'Beschermingsgraad',
      'Grado de protección',
      '防护等级',
    ],
    help: [
      'How well the housing keeps out dust and water.',
      'Wie gut das Gehäuse Staub und Wasser abhält.',
      'Le niveau de protection du boîtier contre la poussière et l’eau.',
      'Hoe goed de behuizing stof en water tegenhoudt.',
      'El nivel de protección de la carcasa contra el polvo y el agua.',
      '外壳防尘防水的程度。',
    ],
  },
  {
    code: 'width',
    type: 'number',
    postFix: same('cm'),
    label: ['Width', 'Breite', 'Largeur', 'Breedte', 'Ancho', '宽度'],
  },
  {
    code: 'height',
    type: 'number',
    postFix: same('cm'),
    label: ['Height', 'Höhe', 'Hauteur', 'Hoogte', 'Alto', '高度'],
  },
  {
    code: 'depth',
    type: 'number',
    postFix: same('cm'),
    label: ['Depth', 'Tiefe', 'Profondeur', 'Diepte', 'Profundidad', '深度'],
  },
  {
    code: 'weight',
    type: 'float',
    postFix: same('kg'),
    label: ['Weight', 'Gewicht', 'Poids', 'Gewicht', 'Peso', '重量'],
  },
  {
    code: 'price',
    type: 'float',
    prefix: '€',
    label: [
      'Recommended price',
      'Unverbindliche Preisempfehlung',
      'Prix conseillé',
      'Adviesprijs',
      'Precio recomendado',
      '建议零售价',
    ],
  },
  {
    code: 'stock',
    type: 'number',
    label: ['Stock', 'Lagerbestand', 'Stock', 'Voorraad', 'Existencias', '库存'],
  },
  {
    code: 'restock_date',
    type: 'date',
    label: [
      'Back in stock',
      'Wieder verfügbar',
      'Réapprovisionnement',
      'Weer op voorraad',
      'Reposición',
      '补货日期',
    ],
  },
  {
    code: 'product_introduction_date',
    type: 'date',
    label: ['Introduced', 'Markteinführung', 'Lancement', 'Introductie', 'Lanzamiento', '上市日期'],
  },
  {
    code: 'warranty',
    type: 'number',
    postFix: ['years', 'Jahre', 'ans', 'jaar', 'años', '年'],
    label: ['Warranty', 'Garantie', 'Garantie', 'Garantie', 'Garantía', '保修'],
  },
  {
    code: 'care_instructions',
    type: 'text',
    localizable: true,
    label: ['Care instructions', 'Pflegehinweise', 'Entretien', 'Onderhoud', 'Cuidados', '保养说明'],
  },
  { code: 'image', type: 'image', label: ['Image', 'Bild', 'Image', 'Afbeelding', 'Imagen', '图片'] },
  { code: 'gallery', type: 'media', label: ['Gallery', 'Galerie', 'Galerie', 'Galerij', 'Galería', '图库'] },
  { code: 'video', type: 'video', label: ['Video', 'Video', 'Vidéo', 'Video', 'Vídeo', '视频'] },
  {
    code: 'datasheet',
    type: 'file',
    label: ['Datasheet', 'Datenblatt', 'Fiche technique', 'Datasheet', 'Ficha técnica', '数据表'],
  },
];

export const ATTRIBUTE_SETS: {
  code: string;
  name: Tr;
  groups: { code: string; name: Tr; attributes: string[] }[];
}[] = (() => {
  const general = {
    code: 'general',
    name: ['General', 'Allgemein', 'Général', 'Algemeen', 'General', '常规'] as Tr,
    attributes: [
      'sku',
      'ean',
      'brand',
      'designer',
      'color',
      'product_introduction_date',
      'warranty',
      'price',
      'stock',
      'restock_date',
    ],
  };
  const dimensions = {
    code: 'dimensions',
    name: ['Dimensions', 'Abmessungen', 'Dimensions', 'Afmetingen', 'Dimensiones', '尺寸'] as Tr,
    attributes: ['width', 'height', 'depth', 'weight'],
  };
  const media = {
    code: 'media',
    name: ['Media', 'Medien', 'Médias', 'Media', 'Medios', '媒体'] as Tr,
    attributes: ['image', 'gallery', 'video', 'datasheet'],
  };
  return [
    {
      code: 'lighting',
      name: ['Lighting', 'Beleuchtung', 'Éclairage', 'Verlichting', 'Iluminación', '照明'],
      groups: [
        general,
        {
          code: 'electrical',
          name: ['Electrical', 'Elektrik', 'Électricité', 'Elektrisch', 'Eléctrico', '电气'],
          attributes: ['power', 'dimmable', 'energy_class', 'ip_rating'],
        },
        dimensions,
        media,
      ],
    },
    {
      code: 'furniture',
      name: ['Furniture', 'Möbel', 'Mobilier', 'Meubelen', 'Muebles', '家具'],
      groups: [
        general,
        {
          code: 'materials',
          name: ['Materials', 'Materialien', 'Matériaux', 'Materialen', 'Materiales', '材料'],
          attributes: ['material', 'care_instructions'],
        },
        dimensions,
        media,
      ],
    },
    {
      code: 'textiles',
      name: ['Textiles', 'Textilien', 'Textiles', 'Textiel', 'Textiles', '纺织品'],
      groups: [
        general,
        {
          code: 'materials',
          name: ['Materials', 'Materialien', 'Matériaux', 'Materialen', 'Materiales', '材料'],
          attributes: ['material', 'care_instructions'],
        },
        dimensions,
        media,
      ],
    },
  ];
})();

export const ASSOCIATION_TYPES: { code: string; label: Tr; description: Tr | null }[] = [
  {
    code: 'accessories',
    label: ['Accessories', 'Zubehör', 'Accessoires', 'Accessoires', 'Accesorios', '配件'],
    description: [
      'Parts and extras that fit this product.',
      'Teile und Extras, die zu diesem Produkt passen.',
      'Pièces et extras compatibles avec ce produit.',
      'Onderdelen en extra’s die bij dit product passen.',
      'Piezas y extras compatibles con este producto.',
      '适用于本产品的部件和附加品。',
    ],
  },
  {
    code: 'combines-with',
    label: [
      'Combines well with',
      'Passt gut zu',
      'Se marie bien avec',
      'Combineert goed met',
      'Combina bien con',
      '搭配推荐',
    ],
    description: null,
  },
  {
    code: 'replacement',
    label: ['Replaces', 'Ersetzt', 'Remplace', 'Vervangt', 'Sustituye a', '替代'],
    description: [
      'Earlier products this one takes the place of.',
      'Frühere Produkte, die dieses ersetzt.',
      'Produits précédents que celui-ci remplace.',
      'Eerdere producten die dit product vervangt.',
      'Productos anteriores a los que sustituye.',
      '本产品取代的早期产品。',
    ],
  },
];

/** Sentences of the generated descriptions; {type}, {brand}, {model}, {color}, {material} are filled in. */
export const DESCRIPTIONS: Record<string, { short: string[]; long: string[]; care: string }> = {
  en_GB: {
    short: [
      'The {model} {type} by {brand}: quiet design for everyday use.',
      'A {type} with clean lines, made by {brand}.',
      '{brand} {model}: a timeless {type} in {color}.',
    ],
    long: [
      '<p>The {model} is a {type} designed by {brand} for homes and offices alike.</p>',
      '<p>Its {material} body is finished by hand and made to last for years.</p>',
      '<ul><li>Easy to assemble</li><li>Replaceable parts</li><li>Recyclable packaging</li></ul>',
    ],
    care: 'Wipe clean with a soft, dry cloth.',
  },
  de_DE: {
    short: [
      '{type} {model} von {brand}: ruhiges Design für jeden Tag.',
      'Eine {type} mit klaren Linien, gefertigt von {brand}.',
      '{brand} {model}: zeitlose {type} in {color}.',
    ],
    long: [
      '<p>{model} ist eine {type}, die {brand} für Wohnung und Büro entworfen hat.</p>',
      '<p>Der Korpus aus {material} wird von Hand veredelt und ist für viele Jahre gemacht.</p>',
      '<ul><li>Einfache Montage</li><li>Austauschbare Teile</li><li>Recycelbare Verpackung</li></ul>',
    ],
    care: 'Mit einem weichen, trockenen Tuch abwischen.',
  },
  fr_FR: {
    short: [
      '{type} {model} de {brand} : un design sobre pour tous les jours.',
      'Un modèle {type} aux lignes épurées, signé {brand}.',
      '{brand} {model} : un intemporel {type} coloris {color}.',
    ],
    long: [
      '<p>{model} est un modèle {type} conçu par {brand} pour la maison comme pour le bureau.</p>',
      '<p>Sa structure en {material} est finie à la main et faite pour durer.</p>',
      '<ul><li>Montage facile</li><li>Pièces remplaçables</li><li>Emballage recyclable</li></ul>',
    ],
    care: 'Nettoyer avec un chiffon doux et sec.',
  },
  nl_NL: {
    short: [
      '{type} {model} van {brand}: rustig design voor elke dag.',
      'Een {type} met strakke lijnen, gemaakt door {brand}.',
      '{brand} {model}: een tijdloze {type} in {color}.',
    ],
    long: [
      '<p>{model} is een {type} die {brand} ontwierp voor thuis en op kantoor.</p>',
      '<p>Het frame van {material} wordt met de hand afgewerkt en gaat jaren mee.</p>',
      '<ul><li>Eenvoudig te monteren</li><li>Vervangbare onderdelen</li><li>Recyclebare verpakking</li></ul>',
    ],
    care: 'Afnemen met een zachte, droge doek.',
  },
  es_ES: {
    short: [
      '{type} {model} de {brand}: un diseño sereno para cada día.',
      'Un modelo {type} de líneas limpias, fabricado por {brand}.',
      '{brand} {model}: {type} atemporal en {color}.',
    ],
    long: [
      '<p>{model} es un modelo {type} diseñado por {brand} para el hogar y la oficina.</p>',
      '<p>Su estructura de {material} está acabada a mano y hecha para durar.</p>',
      '<ul><li>Montaje sencillo</li><li>Piezas reemplazables</li><li>Embalaje reciclable</li></ul>',
    ],
    care: 'Limpiar con un paño suave y seco.',
  },
  zh_CN: {
    short: [
      '{brand} {model}{type}：适合日常使用的简约设计。',
      '{brand}出品的线条简洁的{type}。',
      '{brand} {model}：{color}经典{type}。',
    ],
    long: [
      '<p>{model}是{brand}为家居和办公空间设计的{type}。</p>',
      '<p>{material}主体经手工精制，经久耐用。</p>',
      '<ul><li>安装简便</li><li>部件可更换</li><li>包装可回收</li></ul>',
    ],
    care: '请用柔软的干布擦拭。',
  },
};

export const DESIGNERS = [
  'Ingrid Holm',
  'Marco Bellini',
  'Aiko Tanaka',
  'Lucas Moreau',
  'Sanne de Vries',
  'Elena Ruiz',
  'Wei Chen',
];
