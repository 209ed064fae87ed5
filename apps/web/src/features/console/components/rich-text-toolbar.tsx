import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import LinkIcon from '@mui/icons-material/Link';
import Looks3Outlined from '@mui/icons-material/Looks3Outlined';
import LooksTwoOutlined from '@mui/icons-material/LooksTwoOutlined';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import { useTranslation } from 'react-i18next';

/** One button of the toolbar: what it does, whether it is on, its shortcut for the tooltip. */
export interface ToolbarAction {
  id: string;
  label: string;
  icon: ReactNode;
  shortcut?: string;
  /** Set for buttons that switch a format on and off (aria-pressed). */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

/** The icons the editor's buttons draw. */
export const TOOLBAR_ICONS = {
  bold: <FormatBold />,
  italic: <FormatItalic />,
  h2: <LooksTwoOutlined />,
  h3: <Looks3Outlined />,
  bullets: <FormatListBulleted />,
  numbers: <FormatListNumbered />,
  link: <LinkIcon />,
  image: <ImageOutlined />,
  undo: <Undo />,
  redo: <Redo />,
};

/**
 * The rich-text editor's toolbar (WAI-ARIA toolbar pattern): Tab enters it at one button and
 * leaves it at the next; the arrow keys, Home and End move among its buttons (roving tabindex).
 * Groups are separated for the eye; a switched-on format says so with aria-pressed.
 */
export function RichTextToolbar({
  label,
  groups,
  toolbarRef,
}: {
  label: string;
  groups: ToolbarAction[][];
  toolbarRef?: (element: HTMLDivElement | null) => void;
}) {
  const { t } = useTranslation();
  const actions = groups.flat();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // A button that cannot be used now (undo with nothing to undo) is passed over.
  const usable = (i: number) => !actions[i]?.disabled;
  const roving = usable(current) ? current : actions.findIndex((_, i) => usable(i));
  const focus = (from: number, step: 1 | -1) => {
    for (let n = 0, i = from; n < actions.length; n += 1, i = (i + step + actions.length) % actions.length)
      if (usable(i)) {
        setCurrent(i);
        buttons.current[i]?.focus();
        return;
      }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, [number, 1 | -1]> = {
      ArrowRight: [(roving + 1) % actions.length, 1],
      ArrowLeft: [(roving - 1 + actions.length) % actions.length, -1],
      Home: [0, 1],
      End: [actions.length - 1, -1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focus(...move);
  };
  let index = -1;
  return (
    <Box
      role="toolbar"
      aria-label={label}
      ref={toolbarRef}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {groups.map((group, g) => (
        <Box key={g} sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
          {g > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
          {group.map((action) => {
            index += 1;
            const mine = index;
            const name = action.shortcut
              ? t('console.articles.editor.with_shortcut', { label: action.label, keys: action.shortcut })
              : action.label;
            return (
              <Tooltip key={action.id} title={name}>
                {/* A disabled button gives its tooltip no events: the span does. */}
                <span>
                  <IconButton
                    ref={(element) => {
                      buttons.current[mine] = element;
                    }}
                    size="small"
                    aria-label={action.label}
                    aria-keyshortcuts={action.shortcut?.replace('Ctrl', 'Control')}
                    aria-pressed={action.pressed}
                    disabled={action.disabled}
                    tabIndex={mine === roving ? 0 : -1}
                    onFocus={() => setCurrent(mine)}
                    onClick={action.run}
                    color={action.pressed ? 'primary' : 'default'}
                    sx={action.pressed ? { bgcolor: 'action.selected' } : undefined}
                  >
                    {action.icon}
                  </IconButton>
                </span>
              </Tooltip>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
