import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Form } from '@vitrine/contract';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { TRANSLATED } from '@/shared/forms/field-error';
import { zodResolver } from '@/shared/forms/zod-resolver';
import { FormStack } from '@/shared/forms/form-stack';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useSendFormResult } from '../api/send-form-result';
import { fieldName, orderedFields } from '../lib/field-kinds';
import { buildFormSchema, emptyValues, type FormValues } from '../lib/form-schema';
import { toResultBody } from '../lib/form-payload';
import { FormFieldInput } from './fields/form-field-input';

interface DynamicFormProps {
  form: Form;
  /** After the result was stored. */
  onSent: () => void;
}

/**
 * A form built from its fields (spec 2 "Forms", 5): required fields show their error once left or
 * on submit; a server refusal shows its message and keeps what was filled in.
 */
export function DynamicForm({ form, onSent }: DynamicFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const send = useSendFormResult();
  const fields = useMemo(() => orderedFields(form.fields), [form.fields]);
  // The schema is built at run time, so its output type is the loose one of the values.
  const resolver = useMemo(
    () => zodResolver(buildFormSchema(fields)) as unknown as Resolver<FormValues>,
    [fields],
  );
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver,
    defaultValues: emptyValues(fields),
    mode: 'onTouched',
  });

  const submit = (values: FormValues) =>
    send.mutate(
      { formId: form.id, body: toResultBody(fields, values) },
      {
        onSuccess: () => {
          notify(t('common.success'), 'success');
          onSent();
        },
        onError: (error) => {
          // The server names the field it refused by id: the note names it too, and its input is marked.
          const refused = error instanceof ApiError && fields.find((f) => String(f.id) === error.field);
          const message = errorMessage(error, t('common.something_went_wrong'));
          notify(refused ? errorMessage(error, message, refused.name) : message, 'error');
          if (refused) setError(fieldName(refused), { type: TRANSLATED, message }, { shouldFocus: true });
        },
      },
    );

  return (
    <FormStack spacing={3} onSubmit={handleSubmit(submit)} busy={send.isPending} aria-label={form.name}>
      {fields.map((field) => (
        <FormFieldInput key={field.id} field={field} control={control} />
      ))}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" loading={send.isPending}>
          {t('forms.submit')}
        </Button>
      </Stack>
    </FormStack>
  );
}
