import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import type { Locale } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { flagOf } from '@/shared/locale/locale-codes';

interface LanguageDialogProps {
  open: boolean;
  locales: Locale[];
  current: string;
  onClose: () => void;
  onSelect: (code: string) => void;
}

/** Spec 2 "Shell": 'Region and language select' with one flagged entry per server locale. */
export function LanguageDialog({ open, locales, current, onClose, onSelect }: LanguageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="language-dialog-title">
      <DialogTitle id="language-dialog-title" sx={{ pr: 6 }}>
        {t('locale.dialog_title')}
      </DialogTitle>
      <IconButton
        aria-label={t('common.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <List sx={{ pt: 0 }}>
        {locales.map((locale) => (
          <ListItem key={locale.code} disablePadding>
            <ListItemButton
              selected={locale.code === current}
              aria-current={locale.code === current ? 'true' : undefined}
              onClick={() => onSelect(locale.code)}
            >
              <ListItemIcon sx={{ fontSize: 24 }} aria-hidden>
                {flagOf(locale.code)}
              </ListItemIcon>
              <ListItemText primary={locale.title} secondary={locale.code.replace('_', '-')} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Dialog>
  );
}
