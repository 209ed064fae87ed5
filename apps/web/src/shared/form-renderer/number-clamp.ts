/**
 * A number field's text clamped to its bounds (spec 5: numbers are clamped to min and max when
 * set). Text that is not a number is left as typed, for the validation to point out.
 */
export function clampNumberText(text: string, min: number | null, max: number | null): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const value = Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(value)) return text;
  let clamped = value;
  if (min !== null && clamped < min) clamped = min;
  if (max !== null && clamped > max) clamped = max;
  return clamped === value && trimmed === String(value) ? trimmed : String(clamped);
}

/** A typed number (a decimal comma is accepted), or null for empty or unreadable text. */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}
