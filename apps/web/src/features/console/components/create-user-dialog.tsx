import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ConsoleRole } from '@vitrine/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useCreateUser } from '../api/users';
import { LanguageField } from './language-field';
import { GroupField, RoleFields } from './role-fields';

const TEXT_FIELDS = ['email', 'first_name', 'last_name', 'company'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
import { ConsoleDialog } from './console-dialog';

/**
 * A new account made by an operator: its owner gets a mail, in the language chosen, with a link to
 * set a password. A refused field is marked with the server's reason.
 */
export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const to = useLocalePath();
  const create = useCreateUser();
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    email: '',
    first_name: '',
    last_name: '',
    company: '',
  });
  const [groupId, setGroupId] = useState<number | null>(null);
  const [roles, setRoles] = useState<ConsoleRole[]>([]);
  const [locale, setLocale] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      [
        ...(['email', 'first_name', 'last_name'] as const).filter((name) => !values[name].trim()),
        ...(groupId === null ? ['group_id'] : []),
      ].map((name) => [name, t('validation.required')]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0 || groupId === null) return;
    create.mutate(
      {
        email: values.email.trim(),
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        ...(values.company.trim() ? { company: values.company.trim() } : {}),
        group_id: groupId,
        roles,
        ...(locale ? { locale } : {}),
      },
      {
        onSuccess: ({ id }) => {
          notify(t('console.users.created_done', { email: values.email.trim() }), 'success');
          onClose();
          void navigate(to(`/admin/users/${id}`));
        },
        onError: (error) => {
          const message = errorMessage(error, t('common.something_went_wrong'));
          if (error instanceof ApiError && error.field) setErrors({ [error.field]: message });
          else notify(message, 'error');
        },
      },
    );
  };

  return (
    <ConsoleDialog
      titleId="new-user-title"
      title={t('console.users.new')}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('console.users.create')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {TEXT_FIELDS.map((name) => (
          <TextField
            key={name}
            name={name}
            label={t(`console.users.${name}`)}
            type={name === 'email' ? 'email' : 'text'}
            required={name !== 'company'}
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            error={Boolean(errors[name])}
            helperText={errors[name]}
            autoComplete="off"
            slotProps={{
              htmlInput: { maxLength: name === 'email' ? 254 : name === 'company' ? 200 : 100 },
            }}
          />
        ))}
        <GroupField
          label={t('console.users.group')}
          value={groupId}
          onChange={setGroupId}
          error={errors.group_id}
        />
        <LanguageField value={locale} onChange={setLocale} />
        <RoleFields value={roles} onChange={setRoles} />
      </Stack>
    </ConsoleDialog>
  );
}
