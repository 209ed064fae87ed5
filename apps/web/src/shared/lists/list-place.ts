import type { SuggestSettings } from '@/shared/ui/search-field';

/** A node of a list's tree (a product category, an asset scope, a content category). */
export interface TreeNodeOf<T> {
  id: number;
  code: string;
  children: T[];
}

/**
 * What a list page with a tree beside it calls itself: its address below the language, the texts
 * of its heading, tree and search (translation keys) and a node's name. Products, assets and
 * contents each have one.
 */
export interface ListPlace<T extends TreeNodeOf<T>> {
  /** E.g. '/asset/list'; a tree node's page is `${path}/${code}`. */
  path: string;
  keys: {
    /** The list's name: the h1 at the root, the first breadcrumb below it. */
    title: string;
    /** The breadcrumb navigation's accessible name. */
    breadcrumb: string;
    /** The tree panel's heading. */
    tree: string;
    /** The tree's first entry, the whole list. */
    all: string;
    /** A branch's toggle, with `{{name}}`. */
    expand: string;
    collapse: string;
  };
  label: (node: T) => string;
  search: {
    keys: { label: string; placeholder: string; clear: string };
    /** What is suggested while typing (this list's kind only). */
    suggest: SuggestSettings;
    maxLength?: number;
  };
}

/** The fields a list sorts by (the first is the default) and its sort dialog's texts. */
export interface ListSort<F extends string> {
  fields: readonly { value: F; key: string }[];
  keys: { title: string; apply: string; field: string; direction: string; asc: string; desc: string };
}

/** The address of a tree node's page (or of the whole list). */
export const placePath = (place: { path: string }, code?: string | null) =>
  code ? `${place.path}/${encodeURIComponent(code)}` : place.path;
