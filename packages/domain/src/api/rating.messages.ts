// The words of rating.schema.ts, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.

export const MAX_RATING_COMMENT = 500;

export const RATING_MESSAGES = {
  stars: 'Choose from 1 to 5 stars',
  comment: `The comment is too long (at most ${MAX_RATING_COMMENT} characters)`,
  cancelled: 'A cancelled order cannot be rated',
} as const;
