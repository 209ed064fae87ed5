import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

interface MoveButtonsProps {
  /** What the buttons act on, for their accessible names ("Colour"). */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/**
 * Up, down and remove for an item of a list: buttons a keyboard reaches, each named after the item.
 * After a move focus stays on the button pressed, so the item can be moved again at once.
 */
export function MoveButtons({ name, index, count, onMove, onRemove }: MoveButtonsProps) {
  const { t } = useTranslation();
  const up = t('console.forms.move_up', { name });
  const down = t('console.forms.move_down', { name });
  const remove = t('console.forms.remove', { name });
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      <Tooltip title={up}>
        <span>
          <IconButton aria-label={up} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
            <ArrowUpward />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={down}>
        <span>
          <IconButton
            aria-label={down}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDownward />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={remove}>
        <IconButton aria-label={remove} onClick={onRemove}>
          <Delete />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
