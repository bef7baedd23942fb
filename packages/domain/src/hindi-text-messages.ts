// The words of hindi-text.ts, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.

export const HINDI_TEXT_MESSAGES = {
  notText: 'Must be text, or null to leave it out',
} as const;
