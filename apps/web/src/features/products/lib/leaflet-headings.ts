/**
 * The leaflet HTML with its headings read one level down (h1 as a level-2 heading, and so on):
 * the page's own h1 is the product name, and a page has one. Only ARIA levels are added, so the
 * leaflet looks and prints as delivered.
 */
export function demoteHeadings(html: string): string {
  if (!/<h[1-6][\s>]/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const heading of doc.body.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Number(heading.tagName.slice(1));
    heading.setAttribute('role', 'heading');
    heading.setAttribute('aria-level', String(Math.min(level + 1, 6)));
  }
  return doc.body.innerHTML;
}
