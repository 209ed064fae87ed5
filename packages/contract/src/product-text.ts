const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of an HTML fragment: tags removed, common entities decoded, whitespace collapsed. */
export function stripTags(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
      if (body[0] === '#') {
        const code =
          body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[body.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A product's display name (spec 2: card names have HTML tags stripped), its title or #id otherwise. */
export function productName(product: { id: number; name: string | null; title?: string | null }): string {
  return stripTags(product.name) || stripTags(product.title) || `#${product.id}`;
}

// The tab routes beside /products/detail/{id}/{name}; a slug must not be mistaken for one.
const TAB_SEGMENTS = new Set(['assets', 'contents', 'associations', 'leaflet']);

/** A readable URL segment for /products/detail/{id}/{name}. */
export function productSlug(name: string): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'product';
  return TAB_SEGMENTS.has(slug) ? `${slug}-product` : slug;
}

/** The numeric id of a detail route, or null for anything that cannot be a product id. */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** An attribute's label as cards, filters and specifications show it: label, display name, else code. */
export function attributeLabel(attribute: { name: string; label: string; display_name: string }): string {
  return attribute.label || attribute.display_name || attribute.name;
}
