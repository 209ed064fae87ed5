import sanitizeHtml from 'sanitize-html';
import { AppError, badRequest } from './errors.ts';

/*
 * SVG uploaded as a logo or favicon is shown to every visitor and may be opened by its address,
 * where a browser would run what it holds. Anything that runs or reaches out is refused outright
 * (the uploader learns why); what is left passes an allow-list of drawing elements and attributes.
 */

const MAX_SVG_BYTES = 1024 * 1024;

/** What makes an SVG run code or load something: refused, not silently dropped. */
const ACTIVE = [
  /<script\b/i,
  /<foreignObject\b/i,
  /<(?:iframe|embed|object|audio|video|image|feImage|animate\w*|set|handler|listener)\b/i,
  /\son[a-z]+\s*=/i,
  /(?:java|vb)script\s*:/i,
  /<!DOCTYPE|<!ENTITY/i,
  // References outside the file (in-document ones, #id, stay allowed).
  /\b(?:href|src)\s*=\s*["']\s*(?!#)/i,
  /@import|url\(\s*["']?\s*(?!#)/i,
];

const TAGS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feFlood',
  'feMerge',
  'feMergeNode',
];

const ATTRIBUTES = [
  ...['xmlns', 'xmlns:xlink', 'version', 'viewBox', 'preserveAspectRatio', 'width', 'height', 'x', 'y'],
  ...['id', 'class', 'style', 'transform', 'd', 'points', 'cx', 'cy', 'r', 'rx', 'ry', 'x1', 'x2', 'y1'],
  ...['y2', 'dx', 'dy', 'href', 'xlink:href', 'fill', 'fill-opacity', 'fill-rule', 'clip-rule', 'stroke'],
  ...['stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray'],
  ...['stroke-dashoffset', 'stroke-opacity', 'opacity', 'color', 'clip-path', 'mask', 'filter'],
  ...['font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline'],
  ...['letter-spacing', 'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform'],
  ...['spreadMethod', 'fx', 'fy', 'patternUnits', 'patternTransform', 'clipPathUnits', 'maskUnits'],
  ...['maskContentUnits', 'filterUnits', 'primitiveUnits', 'stdDeviation', 'in', 'in2', 'result', 'mode'],
  ...['type', 'values', 'operator', 'k1', 'k2', 'k3', 'k4', 'flood-color', 'flood-opacity'],
  ...['visibility', 'display', 'xml:space', 'vector-effect', 'paint-order'],
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { '*': ATTRIBUTES },
  // In-document references only (the check above refused any other).
  allowedSchemes: [],
  allowProtocolRelative: false,
  // A style sheet can only restyle the drawing: url() and @import were refused above, and an SVG
  // opened by its address is served sandboxed.
  allowVulnerableTags: true,
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  selfClosing: TAGS.filter((tag) => !['svg', 'g', 'defs', 'symbol', 'text', 'style'].includes(tag)),
};

/**
 * An uploaded SVG made safe to serve: refused (400 `unsafe_svg`) when it holds scripts, event
 * handlers or references outside itself, else kept to drawing elements. Too large: 413.
 */
export function sanitizeSvg(input: Buffer): Buffer {
  if (input.length > MAX_SVG_BYTES) throw new AppError(413, 'file_too_large', 'The SVG file is too large');
  const text = input.toString('utf8').replace(/^\uFEFF/, '');
  if (ACTIVE.some((pattern) => pattern.test(text)))
    throw badRequest(
      'The SVG holds scripts, event handlers or references to other files',
      'file',
      'unsafe_svg',
    );
  const body = text.replace(/^\s*<\?xml[^>]*\?>/, '');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${sanitizeHtml(body, OPTIONS).trim()}\n`);
}
