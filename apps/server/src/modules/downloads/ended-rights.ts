import type { Deps } from '../../deps.ts';
import { mailBody, mailText } from '../../mail/messages.ts';
import { personCards } from '../auth/index.ts';
import { portalConfig } from '../config/index.ts';
import { localeSettings } from '../locales/index.ts';
import { claimEndedRights } from '../media/index.ts';
import { sharersOfFiles } from './asset-usage.repository.ts';

/**
 * Tells the people who shared files whose rights have ended since the last run: one mail each,
 * naming the files their open share links no longer deliver. Each ending is told once (the assets
 * are claimed first); a mail that fails is logged, not retried. Answers how many mails went.
 */
export async function tellSharersOfEndedRights(
  deps: Deps,
  now = new Date(),
  onMailError: (error: unknown) => void = (error) => console.warn('ended rights mail', error),
): Promise<number> {
  const ended = await claimEndedRights(deps.db, now);
  if (!ended.length) return 0;
  const byKey = new Map(ended.map((a) => [a.storage_key, `${a.name}.${a.ext}`]));
  const holders = await sharersOfFiles(deps.db, [...byKey.keys()]);
  const files = new Map<number, Set<string>>();
  for (const { userId, key } of holders)
    files.set(userId, (files.get(userId) ?? new Set()).add(byKey.get(key)!));
  if (!files.size) return 0;
  const [cards, { defaultCode }, config] = await Promise.all([
    personCards(deps.db, [...files.keys()]),
    localeSettings(deps.db),
    portalConfig(deps, ''),
  ]);
  const portal = config.setup.title;
  let sent = 0;
  for (const [userId, names] of files) {
    const card = cards.get(userId);
    if (!card?.email) continue;
    // In the person's own language, else the portal's.
    const lang = (card.locale ?? defaultCode).slice(0, 2);
    const list = [...names]
      .sort()
      .map((n) => `• ${n}`)
      .join('\n');
    const paragraphs = [
      mailText(lang, 'rights_ended_body', { portal }),
      list,
      mailText(lang, 'signature', { portal }),
    ];
    await deps.mailer
      .send({
        to: card.email,
        subject: mailText(lang, 'rights_ended_subject', { portal }),
        ...mailBody(paragraphs, ''),
      })
      .then(() => sent++, onMailError);
  }
  return sent;
}
