/**
 * The leaflet HTML with its headings one level down, as real elements (h1 → h2, h2 → h3 … h6
 * stays h6): the page's own h1 is the product's name, and a page has one. Attributes and content
 * move along; the leaflet view styles the new levels as the old ones looked.
 */
export function demoteHeadings(html: string): string {
  if (!/<h[1-6][\s>]/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // Deepest first, so a heading is moved once.
  for (const level of [5, 4, 3, 2, 1]) {
    for (const heading of doc.body.querySelectorAll(`h${level}`)) {
      const lower = doc.createElement(`h${level + 1}`);
      for (const { name, value } of heading.attributes) lower.setAttribute(name, value);
      lower.append(...heading.childNodes);
      heading.replaceWith(lower);
    }
  }
  return doc.body.innerHTML;
}
