/** `text` with LIKE's wildcards and its escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
