import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Form } from '@vitrine/contract';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TRANSLATED } from '@/shared/forms/field-error';
import { FormStack } from '@/shared/forms/form-stack';
import { zodResolver } from '@/shared/forms/zod-resolver';
import { fieldName, orderedFields } from './field-kinds';
import { FormFieldInput } from './fields/form-field-input';
import { toResultBody } from './form-payload';
import { buildFormSchema, emptyValues, type FormValues } from './form-schema';

interface FormRendererProps {
  form: Form;
  busy?: boolean;
  /**
   * A filled-in form passed its checks: its result's multipart body, and a way to mark a field
   * with the server's reason for refusing it (the field is focused).
   */
  onSubmit: (body: FormData, refuse: (fieldId: number, message: string) => void) => void;
}

/**
 * A form drawn from its fields (spec 2 "Forms", 5): required fields show their error once left or
 * on submit. What a visitor fills in, and what the console's builder previews, is this one form.
 */
export function FormRenderer({ form, busy = false, onSubmit }: FormRendererProps) {
  const { t } = useTranslation();
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
  const refuse = (fieldId: number, message: string) => {
    const field = fields.find((f) => f.id === fieldId);
    if (field) setError(fieldName(field), { type: TRANSLATED, message }, { shouldFocus: true });
  };

  return (
    <FormStack
      spacing={3}
      onSubmit={handleSubmit((values) => onSubmit(toResultBody(fields, values), refuse))}
      busy={busy}
      aria-label={form.name}
    >
      {fields.map((field) => (
        <FormFieldInput key={field.id} field={field} control={control} />
      ))}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" loading={busy}>
          {t('forms.submit')}
        </Button>
      </Stack>
    </FormStack>
  );
}
