import type { ProductType } from './category-vocabulary.ts';

/*
 * The drawn shape of each demo product type, in an 800 × 800 box standing on a floor at y 650:
 * the product's own parts in its colour (outlined, so white and black read too), metal and wood in
 * fixed tones, light as a warm glow. Product pictures and the product's packshots use the same one.
 */

/** A thin edge that shows on any colour: dark on light products, light on dark ones. */
const outline = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const light = 0.299 * r + 0.587 * g + 0.114 * b > 90;
  return `stroke="${light ? '#00000040' : '#ffffff59'}" stroke-width="3"`;
};
const DARK = '#3d4045';
const GLOW = '#fff3c4';
/** A darker or lighter film over the product's colour: folds, rims and shade. */
const SHADE = 'fill="#000000" fill-opacity="0.18"';
const LIGHT = 'fill="#ffffff" fill-opacity="0.35"';

const SHAPES: Record<ProductType, (c: string) => string> = {
  'pendant-light': (c) => `
    <path d="M200 650 L600 650 L520 470 L280 470 Z" fill="${GLOW}" fill-opacity="0.45"/>
    <rect x="360" y="40" width="80" height="18" rx="6" fill="${DARK}"/>
    <rect x="396" y="58" width="8" height="250" fill="${DARK}"/>
    <path d="M240 470 Q240 300 400 300 Q560 300 560 470 Z" fill="${c}" ${outline(c)}/>
    <rect x="236" y="462" width="328" height="14" rx="7" ${SHADE}/>
    <ellipse cx="400" cy="482" rx="62" ry="20" fill="${GLOW}"/>`,
  'wall-light': (c) => `
    <rect x="140" y="90" width="50" height="570" fill="#d9dce0"/>
    <rect x="190" y="300" width="36" height="130" rx="10" fill="${c}" ${outline(c)}/>
    <path d="M226 370 Q330 370 420 300" fill="none" stroke="${DARK}" stroke-width="14" stroke-linecap="round"/>
    <path d="M420 300 L420 270" stroke="${DARK}" stroke-width="10"/>
    <path d="M350 280 L490 280 L550 430 L290 430 Z" fill="${c}" ${outline(c)}/>
    <path d="M300 430 L540 430 L600 620 L240 620 Z" fill="${GLOW}" fill-opacity="0.45"/>
    <ellipse cx="420" cy="432" rx="110" ry="14" fill="${GLOW}"/>`,
  'desk-lamp': (c) => `
    <path d="M574 431 L724 326 L780 640 L450 640 Z" fill="${GLOW}" fill-opacity="0.35"/>
    <ellipse cx="280" cy="636" rx="120" ry="26" fill="${c}" ${outline(c)}/>
    <rect x="266" y="600" width="28" height="36" fill="${DARK}"/>
    <path d="M280 610 L420 400 L580 280" fill="none" stroke="${DARK}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="420" cy="400" r="18" fill="${c}" ${outline(c)}/>
    <g transform="translate(580 280) rotate(-35)">
      <path d="M-34 -24 L34 -24 L92 120 L-92 120 Z" fill="${c}" ${outline(c)}/>
      <ellipse cx="0" cy="120" rx="88" ry="14" fill="${GLOW}"/>
    </g>`,
  'garden-light': (c) => `
    <rect x="350" y="300" width="100" height="350" rx="10" fill="${c}" ${outline(c)}/>
    <rect x="330" y="268" width="140" height="40" rx="8" fill="${c}" ${outline(c)}/>
    <rect x="330" y="268" width="140" height="40" rx="8" ${SHADE}/>
    <rect x="364" y="322" width="72" height="70" rx="6" fill="${GLOW}"/>
    <path d="M250 650 L262 608 L274 650 M290 650 L300 596 L312 650 M500 650 L512 604 L524 650 M536 650 L548 614 L560 650" fill="#6a9a5b"/>`,
  'facade-light': (c) => `
    <rect x="240" y="90" width="320" height="570" fill="#d9cfc4"/>
    <path d="M240 170 H560 M240 250 H560 M240 330 H560 M240 410 H560 M240 490 H560 M240 570 H560
             M320 90 V170 M480 90 V170 M400 170 V250 M320 250 V330 M480 250 V330 M400 330 V410
             M320 410 V490 M480 410 V490 M400 490 V570 M320 570 V650 M480 570 V650"
          stroke="#b9ada0" stroke-width="4" fill="none"/>
    <path d="M360 330 L440 330 L500 110 L300 110 Z" fill="${GLOW}" fill-opacity="0.6"/>
    <path d="M360 450 L440 450 L500 650 L300 650 Z" fill="${GLOW}" fill-opacity="0.6"/>
    <rect x="336" y="320" width="128" height="140" rx="12" fill="${c}" ${outline(c)}/>
    <rect x="336" y="384" width="128" height="12" ${SHADE}/>`,
  chair: (c) => `
    <rect x="318" y="440" width="20" height="210" fill="${DARK}"/>
    <rect x="500" y="440" width="20" height="210" fill="${DARK}"/>
    <path d="M300 200 L340 200 L346 450 L306 450 Z" fill="${c}" ${outline(c)}/>
    <rect x="300" y="420" width="240" height="34" rx="8" fill="${c}" ${outline(c)}/>
    <rect x="304" y="236" width="40" height="90" rx="6" ${LIGHT}/>`,
  'lounge-chair': (c) => `
    <path d="M262 580 L282 580 L276 648 L262 648 Z M518 580 L538 580 L538 648 L524 648 Z" fill="${DARK}"/>
    <rect x="240" y="250" width="320" height="260" rx="60" fill="${c}" ${outline(c)}/>
    <rect x="240" y="250" width="320" height="260" rx="60" ${SHADE}/>
    <rect x="262" y="460" width="276" height="110" rx="34" fill="${c}" ${outline(c)}/>
    <rect x="190" y="380" width="92" height="210" rx="40" fill="${c}" ${outline(c)}/>
    <rect x="518" y="380" width="92" height="210" rx="40" fill="${c}" ${outline(c)}/>`,
  stool: (c) => `
    <path d="M330 360 L280 650 M470 360 L520 650 M400 370 L400 640" stroke="${c}" stroke-width="20" stroke-linecap="round"/>
    <ellipse cx="400" cy="540" rx="100" ry="20" fill="none" stroke="${DARK}" stroke-width="9"/>
    <path d="M270 330 L270 354 Q400 396 530 354 L530 330 Z" fill="${c}" ${outline(c)}/>
    <path d="M270 330 L270 354 Q400 396 530 354 L530 330 Z" ${SHADE}/>
    <ellipse cx="400" cy="330" rx="130" ry="34" fill="${c}" ${outline(c)}/>`,
  'dining-table': (c) => `
    <rect x="218" y="370" width="20" height="256" fill="${c}"/>
    <rect x="562" y="370" width="20" height="256" fill="${c}"/>
    <rect x="218" y="370" width="20" height="256" ${SHADE}/>
    <rect x="562" y="370" width="20" height="256" ${SHADE}/>
    <rect x="160" y="356" width="480" height="30" fill="${c}" ${outline(c)}/>
    <rect x="160" y="356" width="480" height="30" ${SHADE}/>
    <rect x="168" y="360" width="28" height="290" fill="${c}" ${outline(c)}/>
    <rect x="604" y="360" width="28" height="290" fill="${c}" ${outline(c)}/>
    <rect x="120" y="324" width="560" height="36" rx="6" fill="${c}" ${outline(c)}/>`,
  'coffee-table': (c) => `
    <path d="M252 510 L244 646 L266 646 L276 510 Z M548 510 L556 646 L534 646 L524 510 Z" fill="${c}" ${outline(c)}/>
    <path d="M330 530 L326 620 L344 620 L348 530 Z M470 530 L474 620 L456 620 L452 530 Z" fill="${c}" ${outline(c)}/>
    <ellipse cx="400" cy="596" rx="190" ry="34" fill="${c}" ${outline(c)}/>
    <ellipse cx="400" cy="596" rx="190" ry="34" ${SHADE}/>
    <path d="M150 480 L150 500 Q400 580 650 500 L650 480 Z" fill="${c}" ${outline(c)}/>
    <path d="M150 480 L150 500 Q400 580 650 500 L650 480 Z" ${SHADE}/>
    <ellipse cx="400" cy="480" rx="250" ry="58" fill="${c}" ${outline(c)}/>`,
  cushion: (c) => `
    <path d="M230 300 Q400 340 570 300 Q530 470 570 640 Q400 600 230 640 Q270 470 230 300 Z" fill="${c}" ${outline(c)}/>
    <path d="M250 318 Q400 354 550 318 Q514 470 550 622 Q400 586 250 622 Q286 470 250 318 Z" fill="none" stroke="#00000030" stroke-width="4" stroke-dasharray="10 8"/>
    <path d="M240 310 L392 462 M560 310 L408 462 M240 630 L392 478 M560 630 L408 478" stroke="#00000026" stroke-width="5" fill="none"/>
    <circle cx="400" cy="470" r="14" ${SHADE}/>`,
  throw: (c) => `
    <rect x="210" y="580" width="380" height="66" rx="30" fill="${c}" ${outline(c)}/>
    <rect x="226" y="516" width="360" height="66" rx="30" fill="${c}" ${outline(c)}/>
    <rect x="226" y="516" width="360" height="66" rx="30" ${SHADE}/>
    <rect x="218" y="452" width="370" height="66" rx="30" fill="${c}" ${outline(c)}/>
    <path d="M270 452 V646 M290 452 V646 M510 452 V646 M530 452 V646" stroke="#ffffff" stroke-opacity="0.45" stroke-width="8"/>
    <path d="M588 470 l22 6 M588 490 l24 4 M588 534 l22 6 M588 556 l24 4 M590 598 l22 6 M590 620 l24 4" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`,
  rug: (c) => `
    <path d="M130 640 L670 640 L580 460 L220 460 Z" fill="${c}" ${outline(c)}/>
    <path d="M178 620 L622 620 L552 480 L248 480 Z" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="8"/>
    <path d="M400 500 L500 550 L400 600 L300 550 Z" ${LIGHT}/>
    <path d="M400 524 L452 550 L400 576 L348 550 Z" ${SHADE}/>
    <path d="M150 640 v16 M190 640 v16 M230 640 v16 M270 640 v16 M310 640 v16 M350 640 v16 M390 640 v16 M430 640 v16 M470 640 v16 M510 640 v16 M550 640 v16 M590 640 v16 M630 640 v16"
          stroke="${c}" stroke-width="4"/>
    <path d="M240 460 v-10 M280 460 v-10 M320 460 v-10 M360 460 v-10 M400 460 v-10 M440 460 v-10 M480 460 v-10 M520 460 v-10 M560 460 v-10"
          stroke="${c}" stroke-width="3"/>`,
};

/**
 * The SVG elements that draw a product of this type in its colour, in an 800 × 800 box; the
 * picture of a desk lamp is a desk lamp, of a rug a rug.
 */
export function productFigure(type: ProductType, hex: string): string {
  return `<g data-shape="${type}">${SHAPES[type](hex)}</g>`;
}
