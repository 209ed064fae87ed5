import type { Form } from '@vitrine/contract';
import {
  formStatus,
  isFormAvailable,
  isFormViewable,
  type FormStatus,
} from '@vitrine/contract/form-availability';

/** A row of the forms table. */
export interface FormRow {
  form: Form;
  status: FormStatus;
  /** Linked to its detail only when it can be filled in now. */
  available: boolean;
}

/** The rows of the forms table (spec 4): only viewable forms, each with its status and link. */
export function formRows(forms: readonly Form[], now: number, timeZone: string): FormRow[] {
  return forms
    .filter((form) => isFormViewable(form, now, timeZone))
    .map((form) => ({
      form,
      status: formStatus(form, now, timeZone),
      available: isFormAvailable(form, now, timeZone),
    }));
}

export interface FormCategory {
  id: number;
  name: string;
}

/** The categories the forms belong to, each once, in the order the server lists the forms. */
export function formCategories(forms: readonly Form[]): FormCategory[] {
  const byId = new Map<number, FormCategory>();
  for (const form of forms)
    if (form.category && !byId.has(form.category.id)) byId.set(form.category.id, form.category);
  return [...byId.values()];
}

/** The category id of a /forms/list/{id} address, or null when absent or not a positive whole number. */
export function parseFormId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
