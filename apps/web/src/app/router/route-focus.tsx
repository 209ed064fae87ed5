import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { splitPath } from '@/shared/locale/resolve-locale';
import { focusPageHeading, pageHeading } from '@/shared/ui/page-heading-focus';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { keepsScroll } from './scroll-to-top';

/** How long a new page may take to draw its heading before focus is left where it is. */
const HEADING_WAIT_MS = 10_000;

/** A modal (dialog, menu, drawer) is open: it owns focus, and gives it back itself when it closes. */
function modalOpen(): boolean {
  return document.querySelector('.MuiModal-root:not(.MuiModal-hidden)') !== null;
}

/** The same page in another language: only the locale segment differs. */
function samePage(previous: string, next: string): boolean {
  return splitPath(previous)[1] === splitPath(next)[1];
}

/**
 * After a navigation to another page, focus moves to its h1 once it is drawn, and the polite live
 * region reads the new title (the h1 and the portal's name, also the document title). Only a change
 * of path counts: filters, sort and pages change the query and leave focus on the control in use;
 * a language switch keeps focus too (the dialog hands it back to its button) but is announced. The
 * first load moves nothing: the reader starts at the top as on any page.
 */
export function RouteFocus() {
  const { pathname, search, state } = useLocation();
  useFocusInView(search, keepsScroll(state));
  const { i18n } = useTranslation();
  const language = i18n.language;
  const { setup } = usePortalConfig();
  const region = useRef<HTMLDivElement>(null);
  const previous = useRef<{ pathname: string; language: string } | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, language };
    const newPage = before !== null && !samePage(before.pathname, pathname);
    // A language switch is announced once its texts are in (the path changes before they are).
    const newLanguage = before !== null && before.language !== language;
    if (before !== null && !newPage && !newLanguage) return;
    // The title follows the heading on the first load too; only later pages are read out.
    let retitle = true;
    // Wanted until the heading comes, unless the visitor moves on first: their focus is not taken.
    let moveFocus = newPage;
    const focusedAtStart = document.activeElement;
    // Keys and clicks inside a dialog (the terms after signing in) leave the page's focus wanted.
    const giveUp = (event: Event) => {
      if (!(event.target instanceof Element && event.target.closest('.MuiModal-root'))) moveFocus = false;
    };

    const settle = () => {
      const heading = pageHeading();
      if (!heading) return;
      window.clearTimeout(timer);
      if (retitle) {
        const title = heading.textContent?.trim();
        document.title = title && setup.title ? `${title} – ${setup.title}` : title || setup.title;
        if (before !== null && region.current) region.current.textContent = document.title;
        retitle = false;
      }
      // A dialog open over the new page owns focus; the heading takes it once the dialog is gone,
      // if focus was not handed back to anything.
      if (moveFocus && modalOpen()) return;
      if (moveFocus) {
        const now = document.activeElement;
        // A page that put focus somewhere itself (a search field) keeps it there.
        const placed = now !== focusedAtStart && now !== document.body && !!now?.closest('main');
        if (!placed) focusPageHeading();
      }
      finish();
    };

    const observer = new MutationObserver(settle);
    const timer = window.setTimeout(() => finish(), HEADING_WAIT_MS);
    function finish() {
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('keydown', giveUp, true);
      window.removeEventListener('pointerdown', giveUp, true);
    }
    window.addEventListener('keydown', giveUp, true);
    window.addEventListener('pointerdown', giveUp, true);
    // Classes too: a drawer kept mounted only turns hidden when it has slid out.
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    settle();
    return finish;
  }, [pathname, language, setup.title]);

  return <Box ref={region} role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden} />;
}

/**
 * A query change that starts the page at the top again (the pager, the page size, a sort) leaves
 * focus where it was, unless that control is now out of view (the pager at the bottom): then the
 * page's heading takes it, so the next Tab starts at the top of the new results too.
 */
function useFocusInView(search: string, keepScroll: boolean) {
  const previous = useRef(search);
  useEffect(() => {
    const changed = previous.current !== search;
    previous.current = search;
    if (!changed || keepScroll) return;
    const focused = document.activeElement;
    if (!focused?.closest('main')) return;
    const box = focused.getBoundingClientRect();
    if (box.bottom < 0 || box.top > window.innerHeight) focusPageHeading();
  }, [search, keepScroll]);
}
