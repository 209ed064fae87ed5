import { useMemo } from 'react';
import type { Form } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { orderedFields } from '@/shared/form-renderer/field-kinds';
import { FormRenderer } from '@/shared/form-renderer/form-renderer';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useSendFormResult } from '../api/send-form-result';

interface DynamicFormProps {
  form: Form;
  /** After the result was stored. */
  onSent: () => void;
}

/**
 * A form built from its fields, sent as a result (spec 2 "Forms", 5): a server refusal shows its
 * message and keeps what was filled in.
 */
export function DynamicForm({ form, onSent }: DynamicFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const send = useSendFormResult();
  const fields = useMemo(() => orderedFields(form.fields), [form.fields]);

  return (
    <FormRenderer
      form={form}
      busy={send.isPending}
      onSubmit={(body, refuse) =>
        send.mutate(
          { formId: form.id, body },
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
              if (refused) refuse(refused.id, message);
            },
          },
        )
      }
    />
  );
}
