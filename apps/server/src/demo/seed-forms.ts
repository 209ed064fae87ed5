import type { Setup } from '@vitrine/contract';
import type { Database } from '../db/database.ts';
import { getSetting, putSetting } from '../modules/config/index.ts';
import { insertDemoForms, type NewForm, type NewFormCategory } from '../modules/forms/index.ts';
import { tr, type Tr } from './catalogue-vocabulary.ts';
import { DEMO_USER } from './demo-config.ts';

type DemoForm = Omit<NewForm, 'categoryId'> & { category: string | null };
type DemoField = NewForm['fields'][number];

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
/** The Monday (UTC) of the week holding `t`. */
const mondayOf = (t: number) => t - ((new Date(t).getUTCDay() + 6) % 7) * DAY;

const field = (type: string, names: Tr, more: Omit<DemoField, 'type' | 'names'> = {}): DemoField => ({
  type,
  names: tr(names),
  ...more,
});
const options = (...names: Tr[]) => names.map(tr);

const CATEGORIES: NewFormCategory[] = [
  {
    code: 'service',
    position: 0,
    names: tr([
      'Service & contact',
      'Service & Kontakt',
      'Service et contact',
      'Service & contact',
      'Servicio y contacto',
      '服务与联系',
    ]),
  },
  {
    code: 'showroom',
    position: 1,
    names: tr([
      'Showroom',
      'Ausstellungsraum',
      "Salle d'exposition",
      'Showroom',
      'Sala de exposición',
      '展厅',
    ]),
  },
  {
    code: 'surveys',
    position: 2,
    names: tr(['Surveys', 'Umfragen', 'Enquêtes', 'Enquêtes', 'Encuestas', '调查']),
  },
];

const MESSAGE = field('text', ['Message', 'Nachricht', 'Message', 'Bericht', 'Mensaje', '留言'], {
  required: true,
});

/** The forms, feedback and contact first: on an empty database their ids are the setup's (DEMO_FORMS). */
function demoForms(now: number): DemoForm[] {
  return [
    {
      code: 'feedback',
      category: 'service',
      position: 0,
      names: tr(['Feedback', 'Feedback', 'Avis', 'Feedback', 'Comentarios', '反馈']),
      hiddenAfterCompletion: false,
      fields: [
        field('title', [
          'Tell us what you think',
          'Sagen Sie uns Ihre Meinung',
          'Donnez-nous votre avis',
          'Vertel ons wat u vindt',
          'Cuéntenos su opinión',
          '告诉我们您的想法',
        ]),
        field('single_select', ['Topic', 'Thema', 'Sujet', 'Onderwerp', 'Tema', '主题'], {
          required: true,
          options: options(
            ['The portal', 'Das Portal', 'Le portail', 'Het portaal', 'El portal', '门户网站'],
            ['Products', 'Produkte', 'Produits', 'Producten', 'Productos', '产品'],
            [
              'Media and downloads',
              'Medien und Downloads',
              'Médias et téléchargements',
              'Media en downloads',
              'Medios y descargas',
              '媒体与下载',
            ],
          ),
        }),
        MESSAGE,
        field('bool', [
          'May we contact you?',
          'Dürfen wir Sie kontaktieren?',
          'Pouvons-nous vous contacter ?',
          'Mogen we contact opnemen?',
          '¿Podemos contactarle?',
          '我们可以联系您吗？',
        ]),
      ],
    },
    {
      code: 'contact',
      category: 'service',
      position: 1,
      names: tr(['Contact', 'Kontakt', 'Contact', 'Contact', 'Contacto', '联系我们']),
      hiddenAfterCompletion: false,
      fields: [
        field('description', [
          'Our team answers within two working days.',
          'Unser Team antwortet innerhalb von zwei Werktagen.',
          'Notre équipe répond sous deux jours ouvrés.',
          'Ons team antwoordt binnen twee werkdagen.',
          'Nuestro equipo responde en dos días laborables.',
          '我们的团队将在两个工作日内回复。',
        ]),
        MESSAGE,
        field('countries', ['Country', 'Land', 'Pays', 'Land', 'País', '国家']),
        field(
          'datetime',
          [
            'Best time to call',
            'Beste Zeit für einen Anruf',
            'Meilleur moment pour appeler',
            'Beste tijd om te bellen',
            'Mejor momento para llamar',
            '方便致电的时间',
          ],
          {
            tooltips: tr([
              'Your local time, 24-hour clock',
              'Ihre Ortszeit, 24-Stunden-Format',
              'Votre heure locale, sur 24 heures',
              'Uw lokale tijd, 24-uursklok',
              'Su hora local, formato de 24 horas',
              '您的当地时间，24小时制',
            ]),
          },
        ),
        field('file', ['Attachment', 'Anhang', 'Pièce jointe', 'Bijlage', 'Archivo adjunto', '附件'], {
          tooltips: tr([
            'A picture or a PDF, up to 10 MiB',
            'Ein Bild oder PDF, bis 10 MiB',
            "Une image ou un PDF, jusqu'à 10 Mio",
            'Een afbeelding of pdf, tot 10 MiB',
            'Una imagen o un PDF, hasta 10 MiB',
            '图片或 PDF，最大 10 MiB',
          ]),
        }),
      ],
    },
    {
      code: 'partner-onboarding',
      category: 'service',
      position: 2,
      names: tr([
        'Partner onboarding',
        'Partner-Onboarding',
        'Intégration des partenaires',
        'Partner-onboarding',
        'Incorporación de socios',
        '合作伙伴入驻',
      ]),
      requiredBeforeContinuing: true,
      hiddenAfterCompletion: true,
      fields: [
        field('title', [
          'About your business',
          'Über Ihr Unternehmen',
          'Votre entreprise',
          'Over uw bedrijf',
          'Sobre su empresa',
          '关于您的企业',
        ]),
        field(
          'single_select',
          [
            'Business type',
            'Unternehmensart',
            "Type d'entreprise",
            'Type bedrijf',
            'Tipo de empresa',
            '企业类型',
          ],
          {
            required: true,
            options: options(
              ['Retailer', 'Einzelhändler', 'Détaillant', 'Retailer', 'Minorista', '零售商'],
              [
                'Interior designer',
                'Innenarchitekt',
                "Architecte d'intérieur",
                'Interieurontwerper',
                'Interiorista',
                '室内设计师',
              ],
              ['Contractor', 'Bauunternehmer', 'Entrepreneur', 'Aannemer', 'Contratista', '承包商'],
            ),
          },
        ),
        field(
          'countries',
          [
            'Markets you serve',
            'Ihre Märkte',
            'Marchés desservis',
            'Markten die u bedient',
            'Mercados que atiende',
            '服务市场',
          ],
          { required: true },
        ),
        field(
          'number',
          [
            'Showroom size (m²)',
            'Ausstellungsfläche (m²)',
            "Surface d'exposition (m²)",
            'Oppervlakte showroom (m²)',
            'Superficie de exposición (m²)',
            '展厅面积（平方米）',
          ],
          {
            min: 0,
            max: 10_000,
          },
        ),
        field('date', [
          'Opening date',
          'Eröffnungsdatum',
          "Date d'ouverture",
          'Openingsdatum',
          'Fecha de apertura',
          '开业日期',
        ]),
        field('password', [
          'Extranet access code',
          'Extranet-Zugangscode',
          "Code d'accès extranet",
          'Toegangscode extranet',
          'Código de acceso a la extranet',
          '外联网访问码',
        ]),
        field(
          'bool',
          [
            'I accept the partner terms',
            'Ich akzeptiere die Partnerbedingungen',
            "J'accepte les conditions partenaires",
            'Ik ga akkoord met de partnervoorwaarden',
            'Acepto las condiciones de socio',
            '我接受合作伙伴条款',
          ],
          {
            required: true,
            mediaUrl: '/brand/logo.svg',
          },
        ),
      ],
    },
    {
      code: 'display-check',
      category: 'showroom',
      position: 0,
      names: tr([
        'Display check',
        'Präsentationskontrolle',
        'Contrôle de la présentation',
        'Presentatiecontrole',
        'Revisión de la exposición',
        '陈列检查',
      ]),
      // Every other week for five weeks from this week's Monday, so it is open now.
      recurring: '0,2,4',
      startDate: isoDay(mondayOf(now)),
      fields: [
        field(
          'number',
          [
            'Products on display',
            'Ausgestellte Produkte',
            'Produits exposés',
            'Producten in de showroom',
            'Productos expuestos',
            '展出产品数量',
          ],
          {
            required: true,
            min: 0,
            max: 500,
          },
        ),
        field(
          'multi_select',
          [
            'Issues noticed',
            'Festgestellte Mängel',
            'Problèmes constatés',
            'Opgemerkte problemen',
            'Problemas detectados',
            '发现的问题',
          ],
          {
            allowCustomOptions: true,
            tooltips: tr([
              'Add your own when none fits',
              'Eigene hinzufügen, wenn keiner passt',
              'Ajoutez le vôtre si aucun ne convient',
              'Voeg er zelf een toe als er geen past',
              'Añada uno propio si ninguno encaja',
              '如无合适选项可自行添加',
            ]),
            options: options(
              [
                'Missing price tags',
                'Fehlende Preisschilder',
                'Étiquettes de prix manquantes',
                'Ontbrekende prijskaartjes',
                'Faltan etiquetas de precio',
                '缺少价签',
              ],
              [
                'Damaged samples',
                'Beschädigte Muster',
                'Échantillons abîmés',
                'Beschadigde stalen',
                'Muestras dañadas',
                '样品损坏',
              ],
              [
                'Lighting out',
                'Beleuchtung defekt',
                'Éclairage en panne',
                'Verlichting kapot',
                'Iluminación apagada',
                '照明故障',
              ],
            ),
          },
        ),
        field('time', [
          'Time of the check',
          'Uhrzeit der Kontrolle',
          'Heure du contrôle',
          'Tijdstip van de controle',
          'Hora de la revisión',
          '检查时间',
        ]),
        field('upload', [
          'Photo of the display',
          'Foto der Präsentation',
          'Photo de la présentation',
          'Foto van de presentatie',
          'Foto de la exposición',
          '陈列照片',
        ]),
        field('text', ['Remarks', 'Bemerkungen', 'Remarques', 'Opmerkingen', 'Observaciones', '备注']),
      ],
    },
    {
      code: 'incident-log',
      category: 'showroom',
      position: 1,
      names: tr([
        'Incident report',
        'Störungsmeldung',
        "Rapport d'incident",
        'Incidentmelding',
        'Informe de incidencias',
        '事件报告',
      ]),
      allowLogging: true,
      hiddenAfterCompletion: false,
      fields: [
        field(
          'datetime',
          [
            'When did it happen?',
            'Wann ist es passiert?',
            'Quand est-ce arrivé ?',
            'Wanneer gebeurde het?',
            '¿Cuándo ocurrió?',
            '发生时间',
          ],
          { required: true },
        ),
        field('single_select', ['Severity', 'Schweregrad', 'Gravité', 'Ernst', 'Gravedad', '严重程度'], {
          required: true,
          options: options(
            ['Low', 'Niedrig', 'Faible', 'Laag', 'Baja', '低'],
            ['Medium', 'Mittel', 'Moyenne', 'Gemiddeld', 'Media', '中'],
            ['High', 'Hoch', 'Élevée', 'Hoog', 'Alta', '高'],
          ),
        }),
        field(
          'text',
          [
            'What happened?',
            'Was ist passiert?',
            "Que s'est-il passé ?",
            'Wat is er gebeurd?',
            '¿Qué ocurrió?',
            '发生了什么？',
          ],
          { required: true },
        ),
        field('upload', ['Photos', 'Fotos', 'Photos', "Foto's", 'Fotos', '照片']),
      ],
    },
    {
      code: 'site-inspection',
      category: 'showroom',
      position: 2,
      names: tr([
        'Spring site inspection',
        'Frühjahrsbegehung',
        'Inspection de printemps',
        'Voorjaarsinspectie',
        'Inspección de primavera',
        '春季现场检查',
      ]),
      // Its window closed a month ago: no longer shown.
      startDate: isoDay(now - 60 * DAY),
      stopDate: isoDay(now - 30 * DAY),
      hiddenAfterCompletion: true,
      fields: [
        field(
          'date',
          [
            'Inspection date',
            'Datum der Begehung',
            "Date de l'inspection",
            'Inspectiedatum',
            'Fecha de inspección',
            '检查日期',
          ],
          { required: true },
        ),
        field('text', ['Findings', 'Befunde', 'Constatations', 'Bevindingen', 'Hallazgos', '检查结果']),
      ],
    },
    {
      code: 'collection-survey',
      category: 'surveys',
      position: 0,
      names: tr([
        'Collection survey',
        'Kollektionsumfrage',
        'Enquête sur la collection',
        'Collectie-enquête',
        'Encuesta sobre la colección',
        '系列产品调查',
      ]),
      hiddenAfterCompletion: true,
      fields: [
        field(
          'number',
          [
            'Overall rating (1–10)',
            'Gesamtbewertung (1–10)',
            'Note globale (1–10)',
            'Totaalcijfer (1–10)',
            'Valoración global (1–10)',
            '总体评分（1–10）',
          ],
          {
            required: true,
            min: 1,
            max: 10,
          },
        ),
        field(
          'multi_select',
          [
            'Favourite brands',
            'Lieblingsmarken',
            'Marques préférées',
            'Favoriete merken',
            'Marcas favoritas',
            '最喜欢的品牌',
          ],
          {
            options: options(
              ['Lumio', 'Lumio', 'Lumio', 'Lumio', 'Lumio', 'Lumio'],
              ['Nordvik', 'Nordvik', 'Nordvik', 'Nordvik', 'Nordvik', 'Nordvik'],
              ['Atelier Sol', 'Atelier Sol', 'Atelier Sol', 'Atelier Sol', 'Atelier Sol', 'Atelier Sol'],
            ),
          },
        ),
        field('text', [
          'What should we add?',
          'Was sollten wir ergänzen?',
          'Que devrions-nous ajouter ?',
          'Wat moeten we toevoegen?',
          '¿Qué deberíamos añadir?',
          '我们应该增加什么？',
        ]),
      ],
    },
    {
      code: 'trade-fair',
      category: 'surveys',
      position: 1,
      names: tr([
        'Trade fair registration',
        'Messeanmeldung',
        'Inscription au salon',
        'Aanmelding beurs',
        'Inscripción a la feria',
        '展会报名',
      ]),
      fields: [
        field('description', [
          'Meet us at our stand: tell us when you come.',
          'Besuchen Sie unseren Stand: Sagen Sie uns, wann Sie kommen.',
          'Retrouvez-nous sur notre stand : dites-nous quand vous venez.',
          'Ontmoet ons op onze stand: laat weten wanneer u komt.',
          'Visítenos en nuestro stand: díganos cuándo vendrá.',
          '欢迎到我们的展位：请告诉我们您的到访时间。',
        ]),
        field(
          'email',
          [
            'E-mail for your ticket',
            'E-Mail für Ihr Ticket',
            'E-mail pour votre billet',
            'E-mail voor uw ticket',
            'Correo para su entrada',
            '接收门票的电子邮箱',
          ],
          { required: true },
        ),
        field(
          'date',
          [
            'Day of your visit',
            'Tag Ihres Besuchs',
            'Jour de votre visite',
            'Dag van uw bezoek',
            'Día de su visita',
            '到访日期',
          ],
          { required: true },
        ),
        field(
          'number',
          [
            'Colleagues coming along',
            'Begleitende Kollegen',
            'Collègues qui vous accompagnent',
            'Collega’s die meekomen',
            'Colegas que le acompañan',
            '同行同事人数',
          ],
          {
            min: 0,
            max: 5,
          },
        ),
        field('bool', [
          'Join the partner dinner',
          'Am Partnerabend teilnehmen',
          'Participer au dîner partenaires',
          'Aanschuiven bij het partnerdiner',
          'Asistir a la cena de socios',
          '参加合作伙伴晚宴',
        ]),
      ],
    },
  ];
}

/**
 * The demo's form categories and forms (every field type), with results of the demo user: the
 * collection survey answered (hidden after completion, so no longer shown) and the feedback form
 * answered ten days ago (kept in view). Dates are relative to the seed time.
 */
export async function seedForms(db: Database, now = Date.now()): Promise<void> {
  const user = await db
    .selectFrom('portal_user')
    .select('id')
    .where('email', '=', DEMO_USER.email)
    .executeTakeFirst();
  const results = user
    ? [
        {
          form: 'collection-survey',
          userId: user.id,
          createdAt: new Date(now - 3 * DAY),
          answers: (ids: number[]) => [
            { field_id: ids[0], value_json: 8 },
            { field_id: ids[2], value_text: 'More outdoor lighting, please.' },
          ],
        },
        {
          form: 'feedback',
          userId: user.id,
          createdAt: new Date(now - 10 * DAY),
          answers: (ids: number[]) => [
            { field_id: ids[2], value_text: 'The new download cart is a great help.' },
          ],
        },
      ]
    : [];
  const ids = await insertDemoForms(db, CATEGORIES, demoForms(now), results);
  const setup = await getSetting<Setup>(db, 'setup');
  const feedback = ids.get('feedback') ?? null;
  const contact = ids.get('contact') ?? null;
  if (setup && (setup.feedback_form !== feedback || setup.contact_form !== contact))
    await putSetting(db, 'setup', { ...setup, feedback_form: feedback, contact_form: contact });
}
