import {
  BOUNDED_FIELD_TYPES,
  OPTION_FIELD_TYPES,
  STATIC_FIELD_TYPES,
  type BuilderFieldType,
  type BuilderFormInput,
  type ConsoleFormDetail,
} from '@vitrine/contract';

/** Texts by portal locale (`de_DE`). */
export type Texts = Record<string, string>;

export interface OptionValues {
  /** The stored option's id (answers name it); absent for a new one. */
  optionId?: number;
  names: Texts;
}

export interface FieldValues {
  /** The stored field's id (answers name it); absent for a new one. */
  fieldId?: number;
  type: BuilderFieldType;
  names: Texts;
  help: Texts;
  required: boolean;
  /** As typed: empty is no bound. */
  min: string;
  max: string;
  allow_custom_options: boolean;
  options: OptionValues[];
  /** Results' answers name it: removing it keeps it for them. */
  answered: boolean;
}

/** What the builder's form holds. */
export interface BuilderValues {
  names: Texts;
  /** '' for none. */
  category_id: string;
  active: boolean;
  allow_logging: boolean;
  required_before_continuing: boolean;
  hidden_after_completion: 'unset' | 'yes' | 'no';
  recurring: string;
  start_date: string;
  stop_date: string;
  fields: FieldValues[];
  users: { id: number; name: string; email: string }[];
  groups: { id: number; name: string }[];
}

export const emptyBuilder = (): BuilderValues => ({
  names: {},
  category_id: '',
  active: true,
  allow_logging: false,
  required_before_continuing: false,
  hidden_after_completion: 'unset',
  recurring: '',
  start_date: '',
  stop_date: '',
  fields: [],
  users: [],
  groups: [],
});

/** A new field of a type, with one empty option where the type needs options. */
export const newField = (type: BuilderFieldType): FieldValues => ({
  type,
  names: {},
  help: {},
  required: false,
  min: '',
  max: '',
  allow_custom_options: false,
  options: OPTION_FIELD_TYPES.includes(type) ? [{ names: {} }] : [],
  answered: false,
});

const bound = (value: number | null) => (value === null ? '' : String(value));
/** The three states of hidden_after_completion as the builder's select holds them. */
export const HIDDEN = { unset: null, yes: true, no: false } as const;

/** The stored form as the builder's values. */
export function toValues(form: ConsoleFormDetail): BuilderValues {
  return {
    names: form.names,
    category_id: form.category_id === null ? '' : String(form.category_id),
    active: form.active,
    allow_logging: form.allow_logging,
    required_before_continuing: form.required_before_continuing,
    hidden_after_completion:
      form.hidden_after_completion === null ? 'unset' : form.hidden_after_completion ? 'yes' : 'no',
    recurring: form.recurring ?? '',
    start_date: form.start_date ?? '',
    stop_date: form.stop_date ?? '',
    fields: form.fields.map((f) => ({
      fieldId: f.id,
      type: f.type as BuilderFieldType,
      names: f.names,
      help: f.help,
      required: f.required,
      min: bound(f.min),
      max: bound(f.max),
      allow_custom_options: f.allow_custom_options,
      options: f.options.map((o) => ({ optionId: o.id, names: o.names })),
      answered: f.answered,
    })),
    users: form.audience.users,
    groups: form.audience.groups,
  };
}

/** Only the filled texts, trimmed. */
const filled = (texts: Texts) =>
  Object.fromEntries(
    Object.entries(texts)
      .map(([locale, text]) => [locale, text.trim()])
      .filter(([, text]) => text !== ''),
  );
/** A typed bound: empty is none; what is not a number goes as it is, for the contract to refuse. */
export const toBound = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** The body the contract takes; the contract (zod) judges it, here and on the server. */
export function toBody(values: BuilderValues): BuilderFormInput {
  return {
    names: filled(values.names),
    category_id: values.category_id ? Number(values.category_id) : null,
    active: values.active,
    allow_logging: values.allow_logging,
    required_before_continuing: values.required_before_continuing,
    hidden_after_completion: HIDDEN[values.hidden_after_completion],
    recurring: values.recurring.trim() || null,
    start_date: values.start_date || null,
    stop_date: values.stop_date || null,
    fields: values.fields.map((f) => {
      const bounded = BOUNDED_FIELD_TYPES.includes(f.type);
      const choices = OPTION_FIELD_TYPES.includes(f.type);
      return {
        ...(f.fieldId ? { id: f.fieldId } : {}),
        type: f.type,
        names: filled(f.names),
        help: filled(f.help),
        required: f.required && !STATIC_FIELD_TYPES.includes(f.type),
        min: bounded ? toBound(f.min) : null,
        max: bounded ? toBound(f.max) : null,
        allow_custom_options: f.type === 'multi_select' && f.allow_custom_options,
        options: choices
          ? f.options.map((o) => ({ ...(o.optionId ? { id: o.optionId } : {}), names: filled(o.names) }))
          : [],
      };
    }),
    audience: { users: values.users.map((u) => u.id), groups: values.groups.map((g) => g.id) },
  };
}
