/** Column spans of library cards: 2 across on phones, 3 beside the side panel, 4 on large screens. */
export const LIBRARY_CARD_SIZES = { xs: 6, sm: 4, lg: 3 } as const;
