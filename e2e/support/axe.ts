import path from 'node:path';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const AXE_SCRIPT = path.join(root, 'node_modules/axe-core/axe.min.js');

/** The rule sets a screen must pass: WCAG 2.0 to 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** What makes a finding fail the build. */
const BLOCKING = new Set(['serious', 'critical']);

/** One finding, short enough to read in a failed assertion. */
export interface Finding {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Runs axe on the page as it is now (injected once per document; the context must bypass the CSP) and returns its serious and critical findings. */
export async function axeFindings(page: Page): Promise<Finding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE_SCRIPT });
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    AXE_TAGS,
  );
  return results.violations
    .filter((v: Result) => v.impact && BLOCKING.has(v.impact))
    .map((v: Result) => ({
      rule: v.id,
      impact: v.impact!,
      help: v.help,
      nodes: v.nodes
        .slice(0, 4)
        .map((n) => `${n.html.slice(0, 120)} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
}

/** The structure every screen owes a reader: one h1, a title naming the page, a main landmark, no headings skipped. */
export interface Structure {
  h1: string[];
  title: string;
  mains: number;
  /** Heading levels that jump more than one down from the heading before (h2 then h4). */
  skipped: string[];
  /** Product pictures and asset thumbnails without a text alternative (or an empty one). */
  unnamedImages: string[];
}

/**
 * Reads the page's headings, title, landmarks and pictures (visible ones; hidden parts are not read
 * out). Every picture has an alt; those whose address matches `named` a non-empty one.
 */
export function pageStructure(page: Page, named: RegExp | null): Promise<Structure> {
  return page.evaluate((pattern) => {
    const shown = (el: Element) =>
      !el.closest('[aria-hidden="true"], [hidden], .MuiModal-hidden') &&
      (el as HTMLElement).getClientRects().length > 0;
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter(shown);
    const level = (el: Element) =>
      el.hasAttribute('aria-level') || el.getAttribute('role') === 'heading'
        ? Number(el.getAttribute('aria-level') ?? 2)
        : Number(el.tagName.slice(1));
    const skipped: string[] = [];
    let last = 0;
    for (const heading of headings) {
      const current = level(heading);
      if (current > last + 1 && last > 0)
        skipped.push(`h${last} → h${current} "${heading.textContent?.trim().slice(0, 40)}"`);
      last = current;
    }
    // Every picture says whether it carries meaning (an alt, empty when decorative); product pictures
    // and, on asset screens, asset thumbnails carry their names.
    const named = pattern === null ? null : new RegExp(pattern);
    const unnamedImages = [...document.querySelectorAll('main img, [role="dialog"] img')]
      .filter(shown)
      .filter(
        (img) =>
          !img.hasAttribute('alt') ||
          (!!named?.test(img.getAttribute('src') ?? '') &&
            !img.getAttribute('alt')!.trim() &&
            // A content card's picture (a product's, often) illustrates the title beside it.
            !img.closest('[data-content-card]')),
      )
      .map((img) => (img.getAttribute('src') ?? '').slice(0, 80));
    return {
      h1: headings.filter((h) => level(h) === 1).map((h) => h.textContent?.trim() ?? ''),
      title: document.title.trim(),
      mains: [...document.querySelectorAll('main, [role="main"]')].filter(shown).length,
      skipped,
      unnamedImages,
    };
  }, named?.source ?? null);
}
