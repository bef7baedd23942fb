import { say } from '@halwai/domain';
import { translateCoded } from '../../i18n/translate-message';

/** "No item has the barcode …", in the page's language (the domain's sentence, its Hindi in `messages`). */
export const noItemWithCode = (code: string) => translateCoded(say('counter.scanUnknown', code));

/** "… has no price per kg: add one of its packs", for a scale label of an item the counter cannot weigh. */
export const noPricePerKg = (name: string) => translateCoded(say('counter.noPricePerKg', name));
