import type { Locator } from 'playwright-core';

/** A section's largest value tells which part of a date it holds, whatever order the locale writes. */
const PART_BY_MAX: Record<string, 'day' | 'month' | 'hours' | 'minutes'> = {
  '31': 'day',
  '12': 'month',
  '23': 'hours',
  '59': 'minutes',
};

/**
 * Types an ISO value (`2026-09-14`, `16:45`, `2026-09-14T16:45`) into a date picker's field the way a
 * person does: into its sections, in the order the portal's language shows them (14.09.2026,
 * 14/09/2026, 09/14/2026).
 */
export async function typeDate(field: Locator, iso: string): Promise<void> {
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const time = /(?:^|T)(\d{2}):(\d{2})$/.exec(iso);
  const parts: Record<string, string | undefined> = {
    year: date?.[1],
    month: date?.[2],
    day: date?.[3],
    hours: time?.[1],
    minutes: time?.[2],
  };
  const sections = field.getByRole('spinbutton');
  const maxima = await sections.evaluateAll((all) => all.map((s) => s.getAttribute('aria-valuemax') ?? ''));
  await sections.first().click();
  for (const max of maxima) {
    const part = PART_BY_MAX[max] ?? 'year';
    const digits = parts[part];
    if (digits === undefined) throw new Error(`${iso} has no ${part} for the field`);
    await field.page().keyboard.type(digits);
  }
}

/** The text a date picker's field shows (its sections and separators), e.g. "14.09.2026 16:45". */
export async function shownDate(field: Locator): Promise<string> {
  return (await field.locator('input[aria-hidden="true"]').inputValue()).trim();
}
