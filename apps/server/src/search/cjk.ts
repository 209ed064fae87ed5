/**
 * Chinese, Japanese and Korean text has no spaces between words, so it is searched by characters:
 * the search vector holds each CJK character and each pair of neighbours (`search_cjk_grams` in
 * migration 0010). A query's run of two characters is one pair, required; a longer run may span
 * words that a text writes apart ("吊灯保养" for "吊灯 保养"), so its characters are required and
 * its pairs only rank (texts holding the whole run come first); a single character stands for itself.
 */
const CJK = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af';
const CJK_RUN = new RegExp(`[${CJK}]+`, 'gu');
const HAS_CJK = new RegExp(`[${CJK}]`, 'u');

/** The class of CJK characters, for SQL regular expressions too. */
export const CJK_CLASS = `[${CJK}]`;

/** A part of a search word: what a text must hold, or (rankOnly) what puts it first when it does. */
export interface CjkTerm {
  text: string;
  rankOnly: boolean;
  /** Whether previews mark it: a long run's pairs are marked, not each of its characters. */
  marked: boolean;
}

/**
 * A search word split into its non-CJK parts and the grams of its CJK runs: "led灯具" → led, 灯具;
 * "吊灯保养" → the four characters, and 吊灯, 灯保, 保养 to rank.
 */
export function cjkTerms(word: string): CjkTerm[] {
  const term = (text: string, rankOnly = false, marked = true) => ({ text, rankOnly, marked });
  if (!HAS_CJK.test(word)) return [term(word)];
  const terms: CjkTerm[] = [];
  let last = 0;
  for (const match of word.matchAll(CJK_RUN)) {
    if (match.index > last) terms.push(term(word.slice(last, match.index)));
    const run = [...match[0]];
    const pairs = run.slice(1).map((c, i) => run[i] + c);
    if (run.length === 1) terms.push(term(run[0]));
    else if (run.length === 2) terms.push(term(pairs[0]));
    else
      terms.push(
        ...[...new Set(run)].map((c) => term(c, false, false)),
        ...[...new Set(pairs)].map((p) => term(p, true)),
      );
    last = match.index + match[0].length;
  }
  if (last < word.length) terms.push(term(word.slice(last)));
  return terms;
}
