import type { FormField } from '@vitrine/contract';
import { fieldKind, fieldName, isStaticField } from './field-kinds';
import type { FormValues } from './form-schema';
import { parseNumberText } from './number-clamp';

/**
 * The multipart body of a result (spec 7: answers by field id): one part per answer named by the
 * field's id, repeated for each value of a multi_select, files as file parts. Empty answers are
 * left out.
 */
export function toResultBody(fields: readonly FormField[], values: FormValues): FormData {
  const body = new FormData();
  for (const field of fields) {
    if (isStaticField(field)) continue;
    const key = String(field.id);
    const value = values[fieldName(field)];
    if (value === null || value === undefined || value === '') continue;
    if (value instanceof File) body.append(key, value, value.name);
    else if (Array.isArray(value)) value.forEach((v) => body.append(key, String(v)));
    else if (fieldKind(field) === 'number') body.append(key, String(parseNumberText(String(value)) ?? value));
    else if (typeof value === 'string')
      body.append(key, fieldKind(field) === 'password' ? value : value.trim());
    else body.append(key, String(value));
  }
  return body;
}
