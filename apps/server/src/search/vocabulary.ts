import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { CJK_CLASS } from './cjk.ts';
import { allowedEdits, deletions, editDistance } from './typo.ts';

/**
 * Replaces the words an area lends the typo tolerance (`source`: "products", "assets"...) with the
 * words of `texts` (a query answering one text column), and keeps every word's deletions: one
 * letter for words of 5+ letters, two for 9+ (search/typo.ts). Words with digits (identifiers,
 * sizes) and CJK text are left out: they are matched exactly.
 */
export async function replaceVocabulary(
  db: Database,
  source: string,
  texts: RawBuilder<{ text: string }>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`delete from search_word where source = ${source}`.execute(trx);
    await sql`
      insert into search_word (word, source)
      select distinct w, ${source} from (
        select unnest(tsvector_to_array(to_tsvector('simple', unaccent(x.text)))) as w from (${texts}) x
      ) y
      where length(w) between 4 and 40 and w !~ '[0-9]' and w !~ ${CJK_CLASS}
      on conflict do nothing`.execute(trx);
    await sql`
      delete from search_word_variant v
      where not exists (select 1 from search_word w where w.word = v.word)`.execute(trx);
    await sql`
      insert into search_word_variant (variant, word)
      select distinct left(w.word, i - 1) || substr(w.word, i + 1), w.word
      from (select distinct word from search_word where length(word) >= 5) w, generate_series(1, length(w.word)) i
      on conflict do nothing`.execute(trx);
    await sql`
      insert into search_word_variant (variant, word)
      select distinct left(d.variant, i - 1) || substr(d.variant, i + 1), d.word
      from search_word_variant d, generate_series(1, length(d.variant)) i
      where length(d.word) >= 9 and length(d.variant) = length(d.word) - 1
      on conflict do nothing`.execute(trx);
  });
}

/**
 * The vocabulary words within the allowed edits of each search word (plain: lower case, without
 * accents) that is neither a word of the vocabulary nor the start of one: "atleier" → ["atelier"].
 */
export async function typoCorrections(db: Database, words: string[]): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>();
  const candidates = [...new Set(words)].filter((w) => allowedEdits(w) > 0 && !/\d/.test(w));
  if (!candidates.length) return corrections;
  const known = await sql<{ w: string }>`
    select w from unnest(${candidates}::text[]) as q(w)
    where exists (
      select 1 from search_word s
      where s.word >= (w collate "C") and s.word < ((w || chr(1114111)) collate "C"))`.execute(db);
  const unknown = candidates.filter((w) => !known.rows.some((r) => r.w === w));
  if (!unknown.length) return corrections;
  const variantsOf = new Map(unknown.map((w) => [w, deletions(w, allowedEdits(w))]));
  const all = [...new Set([...variantsOf.values()].flat())];
  const found = await sql<{ variant: string; word: string }>`
    select variant, word from search_word_variant where variant = any(${all}::text[] collate "C")
    union
    select word, word from search_word where word = any(${all}::text[] collate "C")`.execute(db);
  for (const [w, variants] of variantsOf) {
    const own = new Set(variants);
    const near = [...new Set(found.rows.filter((r) => own.has(r.variant)).map((r) => r.word))].filter(
      (word) => editDistance(w, word) <= allowedEdits(w),
    );
    if (near.length) corrections.set(w, near.slice(0, 8));
  }
  return corrections;
}

/**
 * Each search word as the plain forms a substring search looks for: itself (lower case, without
 * accents) and its typo corrections. For areas that match names by substring (the media library).
 */
export async function plainAlternatives(db: Database, words: string[]): Promise<string[][]> {
  if (!words.length) return [];
  const plain = await sql<{ p: string }>`
    select lower(unaccent(w)) as p from unnest(${words}::text[]) with ordinality as x(w, i) order by i`.execute(
    db,
  );
  const forms = plain.rows.map((r) => r.p);
  const corrections = await typoCorrections(db, forms);
  return forms.map((p) => [p, ...(corrections.get(p) ?? [])]);
}
