/** The search engine's vocabulary (migration 0010): words by the area that lends them, and their deletions. */
export interface SearchWordTable {
  word: string;
  source: string;
}
export interface SearchWordVariantTable {
  variant: string;
  word: string;
}

declare module '../db/types.ts' {
  interface DB {
    search_word: SearchWordTable;
    search_word_variant: SearchWordVariantTable;
  }
}
