import { useEffect, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { Link as RouterLink } from 'react-router';

export interface LinkTab {
  value: string;
  label: string;
  to: string;
}

interface LinkTabBarProps {
  tabs: readonly LinkTab[];
  /** The tab of the page shown. */
  value: string;
  /** The bar's accessible name. */
  label: string;
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * A row of links drawn as tabs (one per page of a thing), scrolled sideways when it is wider than
 * the screen. Laid out by CSS alone: Material's Tabs measure their tabs and the scrollbar in
 * effects after every mount, which laid the freshly drawn page out at once inside the commit's long
 * task on a phone. Keyboard as a tab list: one stop, arrows, Home and End move between the tabs.
 */
export function LinkTabBar({ tabs, value, label }: LinkTabBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  // The current tab scrolled into view after the paint (the layout is then done, not forced).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const current = bar.current?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!current || !bar.current) return;
      const { offsetLeft, offsetWidth } = current;
      const { scrollLeft, clientWidth } = bar.current;
      if (offsetLeft < scrollLeft || offsetLeft + offsetWidth > scrollLeft + clientWidth)
        bar.current.scrollLeft = offsetLeft - (clientWidth - offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEYS[event.key];
    const links = [...(bar.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (!move || at < 0) return;
    event.preventDefault();
    links[move(at, links.length)].focus();
  };
  return (
    <Box
      ref={bar}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={(theme) => ({
        // The tabs' offsets are measured from the bar (their offset parent) to scroll one into view.
        position: 'relative',
        display: 'flex',
        overflowX: 'auto',
        borderBottom: 1,
        borderColor: 'divider',
        // A shadow at an edge with more tabs beyond it: the page's colour covers it where the row
        // ends (the covers scroll with the tabs, the shadows stay), so it shows only while there is more.
        background: [
          `linear-gradient(to right, ${theme.palette.background.default} 40%, transparent) left / 32px 100% no-repeat local`,
          `linear-gradient(to left, ${theme.palette.background.default} 40%, transparent) right / 32px 100% no-repeat local`,
          'radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.18), transparent) left / 12px 100% no-repeat scroll',
          'radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.18), transparent) right / 12px 100% no-repeat scroll',
        ].join(', '),
        // A thin scrollbar for a mouse; on a touch screen the row is swiped, without one.
        scrollbarWidth: 'thin',
        '@media (pointer: coarse)': { scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } },
      })}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            component={RouterLink}
            to={tab.to}
            role="tab"
            aria-selected={selected}
            aria-current={selected ? 'page' : undefined}
            tabIndex={selected ? 0 : -1}
            sx={(theme) => ({
              ...theme.typography.button,
              flexShrink: 0,
              minHeight: 48,
              minWidth: 90,
              px: 2,
              py: 1.5,
              color: selected ? 'primary.main' : 'text.secondary',
              // The indicator: a 2 px line in the bar's bottom edge.
              boxShadow: selected ? `inset 0 -2px 0 ${theme.palette.primary.main}` : 'none',
              '&.Mui-focusVisible': { bgcolor: 'action.focus' },
            })}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
