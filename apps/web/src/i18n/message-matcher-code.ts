// The domain's matcher knows every map of its words, and some of those maps live beside their zod
// schemas: imported only from here, as a chunk of its own, zod stays out of the first load.
export { matchMessage, messageWordKey } from '@halwai/domain';
