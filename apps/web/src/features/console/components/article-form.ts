import type { ArticleAsset, ConsoleArticle, ConsoleArticleDraft, Locale } from '@vitrine/contract';
import { stripTags } from '@vitrine/contract/product-text';

/** One language of an article as the editor holds it. */
export interface ArticleTexts {
  title: string;
  introduction: string;
  text: string;
}

/** An article as the editor holds it, before it is written. */
export interface ArticleForm {
  translations: Record<string, ArticleTexts>;
  categories: number[];
  attachments: ArticleAsset[];
  products: { id: number; name: string }[];
  thumbnail: ArticleAsset | null;
  link: string;
}

export const EMPTY_TEXTS: ArticleTexts = { title: '', introduction: '', text: '' };

export const emptyArticle = (): ArticleForm => ({
  translations: {},
  categories: [],
  attachments: [],
  products: [],
  thumbnail: null,
  link: '',
});

/** The editor's copy of a stored article (visitors read the introduction as plain text). */
export function formOf(article: ConsoleArticle): ArticleForm {
  return {
    translations: Object.fromEntries(
      Object.entries(article.translations).map(([code, t]) => [
        code,
        { title: t.title, introduction: stripTags(t.introduction), text: t.text },
      ]),
    ),
    categories: article.categories,
    attachments: article.attachments,
    products: article.products,
    thumbnail: article.thumbnail,
    link: article.link ?? '',
  };
}

const written = (texts: ArticleTexts | undefined) =>
  !!texts && !!(texts.title.trim() || texts.introduction.trim() || texts.text.trim());

/** What is sent: the languages with anything written in them, and the links by id. */
export function bodyOf(form: ArticleForm): ConsoleArticleDraft {
  return {
    translations: Object.fromEntries(
      Object.entries(form.translations)
        .filter(([, texts]) => written(texts))
        .map(([code, texts]) => [code, { ...texts, title: texts.title.trim() }]),
    ),
    categories: form.categories,
    attachments: form.attachments.map((a) => a.id),
    products: form.products.map((p) => p.id),
    thumbnail: form.thumbnail?.id ?? null,
    link: form.link.trim() || null,
  };
}

/** The languages an article has no title or no text in: the "missing in …" markers. */
export function missingIn(form: ArticleForm, locales: Locale[]): Locale[] {
  return locales.filter((l) => {
    const texts = form.translations[l.code];
    return !texts?.title.trim() || !texts.text.trim();
  });
}

/** Languages written in without a title (the server needs one for each language it is sent). */
export function untitled(form: ArticleForm, locales: Locale[]): Locale[] {
  return locales.filter(
    (l) => written(form.translations[l.code]) && !form.translations[l.code]!.title.trim(),
  );
}
