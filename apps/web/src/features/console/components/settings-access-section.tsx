import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ConsoleSettings, ConsoleSettingsValues } from '@vitrine/contract';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/section-card';
import { settingsFieldError } from './settings-errors';
import { SettingsTextField } from './settings-text-field';

type Props = { control: Control<ConsoleSettingsValues>; settings: ConsoleSettings };

const GUEST_CHOICES = { environment: null, on: true, off: false } as const;
type GuestChoice = keyof typeof GUEST_CHOICES;

/** A form chosen among the portal's, or none. */
function FormChoice({ control, name, settings }: Props & { name: 'feedback_form' | 'contact_form' }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      fullWidth
      label={t(`console.settings.${name}`)}
      name={field.name}
      inputRef={field.ref}
      value={field.value === null || field.value === undefined ? '' : String(field.value)}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={!!fieldState.error}
      helperText={settingsFieldError(t, fieldState.error) ?? t(`console.settings.${name}_hint`)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{t('console.settings.no_form')}</MenuItem>
      {settings.forms.map((form) => (
        <MenuItem key={form.id} value={String(form.id)}>
          {form.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Guest mode, and the forms behind the Reports and Contact links. */
export function AccessSection({ control, settings }: Props) {
  const { t } = useTranslation();
  const guest = useController({ control, name: 'guest_mode' });
  const choice = (Object.keys(GUEST_CHOICES) as GuestChoice[]).find(
    (key) => GUEST_CHOICES[key] === (guest.field.value ?? null),
  );
  const environment = t(
    settings.environment.guest_mode ? 'console.settings.state_on' : 'console.settings.state_off',
  );
  return (
    <SectionCard id="settings-access" title={t('console.settings.sections.access')}>
      <Stack spacing={2.5}>
        <TextField
          select
          fullWidth
          label={t('console.settings.guest_mode')}
          name={guest.field.name}
          inputRef={guest.field.ref}
          value={choice ?? 'environment'}
          onChange={(event) => guest.field.onChange(GUEST_CHOICES[event.target.value as GuestChoice])}
          helperText={t('console.settings.guest_hint')}
        >
          <MenuItem value="environment">
            {t('console.settings.guest_environment', { state: environment })}
          </MenuItem>
          <MenuItem value="on">{t('console.settings.guest_on')}</MenuItem>
          <MenuItem value="off">{t('console.settings.guest_off')}</MenuItem>
        </TextField>
        <FormChoice control={control} settings={settings} name="feedback_form" />
        <FormChoice control={control} settings={settings} name="contact_form" />
      </Stack>
    </SectionCard>
  );
}

/** The sender of the portal's mails; left empty, the environment's. */
export function MailSection({ control, settings }: Props) {
  const { t } = useTranslation();
  const hint = t('console.settings.mail_hint', { sender: settings.environment.mail_from });
  return (
    <SectionCard id="settings-mail" title={t('console.settings.sections.mail')}>
      <Stack spacing={2.5}>
        <SettingsTextField
          control={control}
          name="mail_sender.name"
          label={t('console.settings.mail_name')}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <SettingsTextField
          control={control}
          name="mail_sender.address"
          label={t('console.settings.mail_address')}
          helperText={hint}
          type="email"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 254, spellCheck: false } }}
        />
      </Stack>
    </SectionCard>
  );
}
