import type { PassThrough } from 'node:stream';
import type { Deps } from '../../deps.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { personCards } from '../auth/index.ts';
import { portalTimeZone } from '../config/index.ts';
import { createRowWriter, type Cell } from '../export/index.ts';
import type { ResultSheet } from '../forms/index.ts';

/**
 * The columns every export starts with, in each interface language: when the result was sent (the
 * portal's local time), who sent it, their e-mail address and company. The fields' own names come
 * from the form, in the same language.
 */
const HEADINGS: Record<string, [string, string, string, string]> = {
  en: ['Sent at', 'Person', 'E-mail', 'Company'],
  nl: ['Verzonden op', 'Persoon', 'E-mail', 'Bedrijf'],
  da: ['Sendt', 'Person', 'E-mail', 'Virksomhed'],
  cs: ['Odesláno', 'Osoba', 'E-mail', 'Společnost'],
  fi: ['Lähetetty', 'Henkilö', 'Sähköposti', 'Yritys'],
  fr: ['Envoyé le', 'Personne', 'E-mail', 'Entreprise'],
  de: ['Gesendet am', 'Person', 'E-Mail', 'Firma'],
  el: ['Στάλθηκε', 'Πρόσωπο', 'E-mail', 'Εταιρεία'],
  it: ['Inviato il', 'Persona', 'E-mail', 'Azienda'],
  nn: ['Sendt', 'Person', 'E-post', 'Firma'],
  pl: ['Wysłano', 'Osoba', 'E-mail', 'Firma'],
  ru: ['Отправлено', 'Лицо', 'Эл. почта', 'Компания'],
  es: ['Enviado el', 'Persona', 'Correo electrónico', 'Empresa'],
  sv: ['Skickat', 'Person', 'E-post', 'Företag'],
  tr: ['Gönderilme zamanı', 'Kişi', 'E-posta', 'Şirket'],
  zh: ['发送时间', '人员', '电子邮件', '公司'],
};

/** A moment as the portal's local `YYYY-MM-DD HH:mm`, which spreadsheets read and sort as written. */
function localTime(timeZone: string): (moment: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (moment) => {
    const part = Object.fromEntries(format.formatToParts(moment).map((p) => [p.type, p.value]));
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
  };
}

/**
 * Writes a form's results to `out` as XLSX or CSV with the export area's writer: a header row, then
 * a row per result, a chunk at a time, each chunk's senders read in one query. The writer waits
 * whenever `out` is full, so memory stays bounded however many results the form holds; a stream
 * closed early (the download cancelled) ends the writing.
 */
export async function writeResultSheet(
  deps: Deps,
  sheet: ResultSheet,
  format: 'xlsx' | 'csv',
  locale: RequestLocale,
  out: PassThrough,
): Promise<void> {
  const writer = createRowWriter(format, out, sheet.formName || 'Results');
  const when = localTime(await portalTimeZone(deps));
  await writer.add([...(HEADINGS[locale.language] ?? HEADINGS.en), ...sheet.fields]);
  for await (const rows of sheet.chunks()) {
    const people = await personCards(
      deps.db,
      rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])),
    );
    for (const row of rows) {
      if (out.destroyed) return;
      const person = row.user_id === null ? undefined : people.get(row.user_id);
      const cells: Cell[] = [
        when(row.created_at),
        person?.name ?? '',
        person?.email ?? '',
        person?.company ?? '',
        ...row.cells,
      ];
      await writer.add(cells);
    }
  }
  if (!out.destroyed) await writer.finish();
}
