import { useEffect, useRef, useState } from 'react';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUILDER_FIELD_TYPES, type Locale } from '@vitrine/contract';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newField, type BuilderValues } from './builder-values';
import { FieldCard } from './field-card';

/**
 * The form's fields in order: added from a menu of every type, moved with buttons, removed. A new
 * field's type menu gets focus, so the keyboard carries on where the field appeared.
 */
export function FieldList({ locale, locales }: { locale: Locale; locales: readonly Locale[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<BuilderValues>();
  const fields = useFieldArray({ control, name: 'fields' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  // The field just added, whose type menu takes focus once it is drawn.
  const focusNew = useRef<number | null>(null);
  useEffect(() => {
    const index = focusNew.current;
    if (index === null || fields.fields.length <= index) return;
    focusNew.current = null;
    document.getElementById(`field-${index}-type`)?.focus();
  });

  return (
    <Stack spacing={2} component="section" aria-labelledby="builder-fields-title">
      <Typography id="builder-fields-title" variant="h6" component="h2">
        {t('console.forms.fields')}
      </Typography>
      {fields.fields.length === 0 && (
        <Typography color="text.secondary">{t('console.forms.no_fields')}</Typography>
      )}
      {fields.fields.map((field, index) => (
        <FieldCard
          key={field.id}
          index={index}
          count={fields.fields.length}
          locale={locale}
          locales={locales}
          onMove={fields.move}
          onRemove={() => fields.remove(index)}
        />
      ))}
      <Button
        variant="outlined"
        startIcon={<Add />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'builder-type-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('console.forms.add_field')}
      </Button>
      <Menu
        id="builder-type-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => {
          // Focus goes back by hand: a chosen type sends it to the new field instead.
          anchor?.focus();
          setAnchor(null);
        }}
        disableRestoreFocus
      >
        {BUILDER_FIELD_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              focusNew.current = fields.fields.length;
              fields.append(newField(type), { shouldFocus: false });
            }}
          >
            {t(`console.forms.types.${type}`)}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
