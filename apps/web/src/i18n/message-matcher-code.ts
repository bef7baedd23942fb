// The domain's matcher knows every map of its words: imported only from here, as a chunk of its own,
// they stay out of the first load. The maps sit in zod-free modules (message-groups.ts): no zod comes.
export { clockTime, matchMessage, messageWordKey, parseTime12, unitInLanguage } from '@halwai/domain';
