/**
 * Chinese, Japanese and Korean text has no spaces between words, so it is searched by characters:
 * the search vector holds each CJK character and each pair of neighbours (`search_cjk_grams` in
 * migration 0010), and a query's CJK run becomes its pairs, all required ("灯具保养" → 灯具 & 具保 &
 * 保养); a single character stands for itself.
 */
const CJK = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af';
const CJK_RUN = new RegExp(`[${CJK}]+`, 'gu');
const HAS_CJK = new RegExp(`[${CJK}]`, 'u');

/** The class of CJK characters, for SQL regular expressions too. */
export const CJK_CLASS = `[${CJK}]`;

/** A search word split into its non-CJK parts and the grams of its CJK runs ("led灯具" → led, 灯具). */
export function cjkTerms(word: string): string[] {
  if (!HAS_CJK.test(word)) return [word];
  const terms: string[] = [];
  let last = 0;
  for (const match of word.matchAll(CJK_RUN)) {
    if (match.index > last) terms.push(word.slice(last, match.index));
    const run = [...match[0]];
    if (run.length === 1) terms.push(run[0]);
    for (let i = 0; i + 1 < run.length; i++) terms.push(run[i] + run[i + 1]);
    last = match.index + match[0].length;
  }
  if (last < word.length) terms.push(word.slice(last));
  return terms;
}
