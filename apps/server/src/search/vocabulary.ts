import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { CJK_CLASS } from './cjk.ts';
import { allowedEdits, deletions, editDistance } from './typo.ts';

/**
 * The vocabulary's words of `texts` (one text column): no digits (identifiers, sizes), no CJK text.
 * Grouped before they are checked (a few thousand words, not the millions of their uses), and
 * grouped by hashing: the planner, which cannot guess a text's word count, sorted them on disk.
 */
const wordsOf = (texts: RawBuilder<{ text: string }>) => sql<{ w: string }>`
  with used as materialized (
    select unnest(tsvector_to_array(to_tsvector('simple', unaccent(x.text)))) as w from (${texts}) x
    group by 1)
  select w from used where length(w) between 4 and 40 and w !~ '[0-9]' and w !~ ${CJK_CLASS}`;

/**
 * Keeps the deletions of the words `words` selects (one `word` column): one letter for words of
 * 5+ letters, two for 9+ (search/typo.ts).
 */
async function addVariants(db: Database, words: RawBuilder<{ word: string }>): Promise<void> {
  await sql`
    insert into search_word_variant (variant, word)
    select distinct left(w.word, i - 1) || substr(w.word, i + 1), w.word
    from (${words}) w, generate_series(1, length(w.word)) i
    where length(w.word) >= 5
    on conflict do nothing`.execute(db);
  await sql`
    insert into search_word_variant (variant, word)
    select distinct left(d.variant, i - 1) || substr(d.variant, i + 1), d.word
    from search_word_variant d, generate_series(1, length(d.variant)) i
    where length(d.word) >= 9 and length(d.variant) = length(d.word) - 1
      and d.word in (select word from (${words}) w)
    on conflict do nothing`.execute(db);
}

/**
 * Replaces the words an area lends the typo tolerance (`source`: "products", "assets"...) with the
 * words of `texts` (a query answering one text column), and keeps every word's deletions. Words
 * with digits (identifiers, sizes) and CJK text are left out: they are matched exactly.
 */
export async function replaceVocabulary(
  db: Database,
  source: string,
  texts: RawBuilder<{ text: string }>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`delete from search_word where source = ${source}`.execute(trx);
    await sql`insert into search_word (word, source) select w, ${source} from (${wordsOf(texts)}) n
      on conflict do nothing`.execute(trx);
    await sql`
      delete from search_word_variant v
      where not exists (select 1 from search_word w where w.word = v.word)`.execute(trx);
    await addVariants(trx, sql<{ word: string }>`select distinct word from search_word`);
  });
}

/**
 * Adds the words of `texts` to an area's vocabulary, keeping the words it has (an import's new
 * and changed rows): the deletions are made for the new words only.
 */
export async function addToVocabulary(
  db: Database,
  source: string,
  texts: RawBuilder<{ text: string }>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const added = await sql<{ word: string }>`
      insert into search_word (word, source) select w, ${source} from (${wordsOf(texts)}) n
      on conflict do nothing returning word`.execute(trx);
    const words = added.rows.map((r) => r.word);
    if (words.length) await addVariants(trx, sql<{ word: string }>`select unnest(${words}::text[]) as word`);
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
