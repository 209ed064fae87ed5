import { escapeHtml } from '../../lib/html.ts';
import type { FirstScreen, Tile } from './first-screen.ts';

// The list page's frame in plain CSS, at the app's breakpoints (600, 900, 1200 px) and sizes, so the
// app replaces it without the cards moving. The app's root stays hidden while this element exists.
const STYLE = `
#vitrine-first-screen~#root{display:none}
.vfs-main{padding:16px;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;color:rgba(0,0,0,.87)}
.vfs-title{height:42px;margin:0 0 24px;display:flex;align-items:center}
.vfs-title span,.vfs-toolbar span{display:block;height:28px;width:160px;border-radius:4px;background:rgba(0,0,0,.08)}
.vfs-layout{display:grid;gap:24px;align-items:start;grid-template-columns:minmax(0,1fr);grid-template-areas:"toolbar" "side" "results"}
.vfs-toolbar{grid-area:toolbar;box-sizing:border-box}
.vfs-toolbar span{height:40px;width:auto;border-radius:4px}
.vfs-side{grid-area:side;height:54px;box-sizing:border-box;border-radius:4px;background:rgba(0,0,0,.04)}
.vfs-results{grid-area:results;min-width:0;padding-top:12px}
.vfs-grid{list-style:none;margin:0;padding:0;display:grid;gap:16px;grid-template-columns:repeat(2,minmax(0,1fr))}
.vfs-card{height:100%;box-sizing:border-box;border:1px solid rgba(0,0,0,.12);border-radius:4px;overflow:hidden;background:#fff}
.vfs-card a{display:block;color:inherit;text-decoration:none}
.vfs-img{display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:cover;background:#f5f5f5}
.vfs-text{padding:12px}
.vfs-name{margin:0 0 4px;font-size:14px;font-weight:500;line-height:1.57;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}
.vfs-line{margin:0;font-size:12px;line-height:1.66;color:rgba(0,0,0,.6);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.vfs-products .vfs-toolbar{height:134px}
.vfs-assets .vfs-toolbar{height:127px}
.vfs-assets .vfs-layout{gap:16px}
.vfs-assets .vfs-text{min-height:154px}
@media(min-width:600px){
.vfs-grid{grid-template-columns:repeat(3,minmax(0,1fr))}
.vfs-products .vfs-toolbar{height:94px}
.vfs-assets .vfs-toolbar{height:167px}
.vfs-assets .vfs-text{min-height:134px}
}
@media(min-width:900px){
.vfs-main{padding:32px 24px}
.vfs-layout{grid-template-columns:minmax(0,4fr) minmax(0,8fr);grid-template-rows:auto 1fr;grid-template-areas:"side toolbar" "side results"}
.vfs-side{height:320px}
.vfs-assets .vfs-layout{gap:24px}
}
@media(min-width:1200px){
.vfs-layout{grid-template-columns:minmax(0,3fr) minmax(0,9fr)}
.vfs-grid{grid-template-columns:repeat(4,minmax(0,1fr))}
.vfs-assets .vfs-toolbar{height:127px}
}`.replace(/\n/g, '');

/** The first pictures are fetched first (and the app starts after them); the rest as they come into view. */
const EAGER = 2;

function tile(t: Tile, index: number): string {
  const image = t.image
    ? `<img class="vfs-img" src="${escapeHtml(t.image)}" alt="" width="300" height="300"${
        index < EAGER ? ' fetchpriority="high"' : ' loading="lazy"'
      }>`
    : '<div class="vfs-img"></div>';
  const lines = t.lines.map((l) => `<p class="vfs-line">${escapeHtml(l)}</p>`).join('');
  return `<li class="vfs-card"><a href="${escapeHtml(t.href)}">${image}<div class="vfs-text"><h3 class="vfs-name">${escapeHtml(t.title)}</h3>${lines}</div></a></li>`;
}

/** The first screen of a list page around its top bar: cards that link where the app's do. */
export function firstScreenHtml(screen: FirstScreen, bar: string): string {
  return [
    `<div id="vitrine-first-screen" data-path="${escapeHtml(screen.path)}">`,
    `<style>${STYLE}</style>`,
    bar,
    `<div class="vfs-main vfs-${screen.page}" aria-busy="true">`,
    '<div class="vfs-title"><span></span></div>',
    '<div class="vfs-layout"><div class="vfs-toolbar"><span></span></div><div class="vfs-side"></div>',
    `<div class="vfs-results"><ul class="vfs-grid">${screen.tiles.map(tile).join('')}</ul></div>`,
    '</div></div></div>',
  ].join('');
}
