/** WCAG 2.2 contrast arithmetic for colours the setup or a name decides (#rgb/#rrggbb or hsl()). */

type Rgb = [number, number, number];

/** AA for body text. */
export const AA_TEXT = 4.5;

function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** The colour's red, green and blue, or null for a form this module does not read. */
export function parseColor(color: string): Rgb | null {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const hsl = /^hsl\(\s*([\d.]+)(?:deg)?[\s,]+([\d.]+)%[\s,]+([\d.]+)%\s*\)$/.exec(value);
  if (hsl) return hslToRgb(Number(hsl[1]), Number(hsl[2]) / 100, Number(hsl[3]) / 100);
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** The contrast ratio of two colours (1 when either cannot be read). */
export function contrastRatio(a: string, b: string): number {
  const x = parseColor(a);
  const y = parseColor(b);
  return x && y ? ratio(x, y) : 1;
}

/**
 * The colour itself when it reaches `minimum` against `against`, else the nearest shade of it
 * (mixed towards black, or towards white on a dark ground) that does. Unreadable colours come back unchanged.
 */
export function readableOn(color: string, against: string, minimum = AA_TEXT): string {
  const rgb = parseColor(color);
  const ground = parseColor(against);
  if (!rgb || !ground || ratio(rgb, ground) >= minimum) return color;
  const target = luminance(ground) > 0.18 ? 0 : 255;
  for (let step = 1; step <= 20; step++) {
    const t = step / 20;
    const mixed = rgb.map((c) => Math.round(c + (target - c) * t)) as Rgb;
    if (ratio(mixed, ground) >= minimum) return toHex(mixed);
  }
  return toHex([target, target, target]);
}
