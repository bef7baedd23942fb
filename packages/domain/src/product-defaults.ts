// A new item's starting words, in a module of their own: only the back office's forms use them, and the
// shared constants load with every page.

export const DEFAULT_DESCRIPTION = 'Freshly made with pure ingredients.';
/** The same starting description in Hindi, for a new item's Hindi description. */
export const DEFAULT_DESCRIPTION_HI = 'शुद्ध सामग्री से ताज़ा बना।';
