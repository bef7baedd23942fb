// The domain's catalogue of messages and the words they put in: imported only from here, as a chunk of
// its own, they stay out of the first load. They sit in zod-free modules (message-groups.ts): no zod comes.
export { clockTime, codeOfSentence, messageWordKey, parseTime12, unitInLanguage } from '@halwai/domain';
