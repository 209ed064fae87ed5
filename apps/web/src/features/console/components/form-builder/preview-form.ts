import { BOUNDED_FIELD_TYPES, type Form } from '@vitrine/contract';
import { HIDDEN, toBound, type BuilderValues, type Texts } from './builder-values';

/** A text in the preview's language, else the first there is. */
const pick = (texts: Texts, locale: string) => texts[locale] ?? Object.values(texts).find(Boolean) ?? '';

/**
 * The form as a visitor's page receives it, in one language: what the preview draws with the
 * visitor's own form component. New fields and options get ids of their own below zero.
 */
export function toPreviewForm(values: BuilderValues, locale: string): Form {
  let next = -1;
  return {
    id: 0,
    name: pick(values.names, locale),
    category: null,
    allow_logging: values.allow_logging,
    required_before_continuing: values.required_before_continuing,
    hidden_after_completion: HIDDEN[values.hidden_after_completion],
    recurring: null,
    start_date: null,
    stop_date: null,
    last_result_date: null,
    fields: values.fields.map((f, order) => {
      const min = toBound(f.min);
      const max = toBound(f.max);
      return {
        id: f.fieldId ?? next--,
        name: pick(f.names, locale),
        field_type: f.type,
        options: f.options.map((o) => ({ id: o.optionId ?? next--, name: pick(o.names, locale) })),
        is_required: f.required,
        min: BOUNDED_FIELD_TYPES.includes(f.type) && Number.isFinite(min) ? min : null,
        max: BOUNDED_FIELD_TYPES.includes(f.type) && Number.isFinite(max) ? max : null,
        order,
        tooltip: pick(f.help, locale) || null,
        media: null,
        allow_custom_options: f.allow_custom_options,
      };
    }),
  };
}
