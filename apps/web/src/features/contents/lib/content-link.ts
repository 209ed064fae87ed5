import type { Content } from '@vitrine/contract';

/** An external address the portal may link to: http(s) only, never script or data addresses. */
export function externalLink(content: Pick<Content, 'link'>): string | null {
  const link = content.link?.trim();
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The in-app path of a content's detail page. */
export function contentDetailPath(content: Pick<Content, 'id'>): string {
  return `/contents/detail/${content.id}`;
}

/** A content id from the detail route, or null for anything that cannot be one. */
export function parseContentId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
