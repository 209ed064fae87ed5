/** 'YYYY-MM-DD' from a date input to the API's 'YYYY-MM-DDTHH:mm:ss+00:00'; empty stays undefined. */
export function toApiDateTime(date: string | undefined | null): string | undefined {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  return `${date}T00:00:00+00:00`;
}

/** Any ISO date or date-time from the API to the 'YYYY-MM-DD' a date input expects. */
export function toDateInput(value: string | null | undefined): string {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
}
