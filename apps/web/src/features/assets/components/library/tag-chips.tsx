import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import type { AssetTag } from '@vitrine/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

interface TagChipsProps {
  tags: UseQueryResult<AssetTag[]>;
  selected: number[];
  onToggle: (id: number) => void;
  onClear: () => void;
}

/**
 * The tags of the current scope as toggle chips (spec 2); assets must carry every chosen tag.
 * Nothing shows when the scope has no tags or they cannot be loaded (the list works without them).
 */
export function TagChips({ tags, selected, onToggle, onClear }: TagChipsProps) {
  const { t } = useTranslation();
  if (tags.isPending)
    return (
      <Box sx={{ display: 'flex', gap: 1, minHeight: 32 }} aria-hidden>
        {[72, 96, 64, 88].map((width, i) => (
          <Skeleton key={i} variant="rounded" width={width} height={32} sx={{ borderRadius: 4 }} />
        ))}
      </Box>
    );
  if (!tags.data?.length) return null;
  const label = t('assets.library.tags_title');
  return (
    <Box
      role="group"
      aria-label={label}
      // One scrolling row on phones: its height never changes as tags or fonts arrive.
      sx={{
        display: 'flex',
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        overflowX: { xs: 'auto', sm: 'visible' },
        alignItems: 'center',
        gap: 1,
        '& > *': { flexShrink: 0 },
      }}
    >
      <Typography variant="body2" color="text.secondary" component="span" aria-hidden sx={{ mr: 0.5 }}>
        {label}:
      </Typography>
      {tags.data.map((tag) => {
        const on = selected.includes(tag.id);
        return (
          <Chip
            key={tag.id}
            label={tag.name}
            clickable
            onClick={() => onToggle(tag.id)}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            icon={on ? <Check /> : undefined}
            aria-pressed={on}
          />
        );
      })}
      {selected.length > 0 && (
        <Button size="small" onClick={onClear}>
          {t('assets.library.tags_clear')}
        </Button>
      )}
    </Box>
  );
}
