import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from './console-dialog';

/** Web, mail and phone addresses: what the portal's sanitiser keeps in a link. */
const ALLOWED = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s()-]+)$/i;

/** Asks for a link's address; an empty one removes the link. */
export function LinkDialog({
  initial,
  onClose,
  onApply,
}: {
  initial: string;
  onClose: () => void;
  onApply: (href: string) => void;
}) {
  const { t } = useTranslation();
  const [href, setHref] = useState(initial);
  const [wrong, setWrong] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = href.trim();
    if (value && !ALLOWED.test(value)) return setWrong(true);
    onApply(value);
  };
  return (
    <ConsoleDialog
      titleId="article-link-title"
      title={t('console.articles.editor.link_title')}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('console.articles.editor.link_apply')}
          </Button>
        </>
      }
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={t('console.articles.editor.link_address')}
        placeholder="https://"
        value={href}
        onChange={(e) => {
          setHref(e.target.value);
          setWrong(false);
        }}
        error={wrong}
        helperText={wrong ? t('console.articles.editor.link_wrong') : t('console.articles.editor.link_hint')}
      />
    </ConsoleDialog>
  );
}
