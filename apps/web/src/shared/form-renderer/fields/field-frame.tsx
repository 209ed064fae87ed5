import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { FormField } from '@vitrine/contract';

/** A field's picture (when it has one) above its input, and its tooltip as an info icon beside it. */
export function FieldFrame({ field, children }: { field: FormField; children: ReactNode }) {
  const tooltip = field.tooltip?.trim();
  return (
    <Box component="div" data-field-id={field.id}>
      {field.media?.url && (
        <Box
          component="img"
          src={field.media.url}
          alt=""
          loading="lazy"
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, mb: 1, borderRadius: 1 }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
        {tooltip && (
          <Tooltip title={tooltip} enterTouchDelay={0}>
            <IconButton size="small" sx={{ mt: 1 }}>
              <InfoOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Box>
  );
}
