// The words of a gift box the customer fills, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.
import { named } from './message-params.js';

/** What staff are told of an assortment's settings, and a customer of a box's choices. */
export const ASSORTMENT_MESSAGES = {
  notJson: 'The assortment must be JSON: {"pick": 4, "from": [ids], "portion": "250 g"}',
  pick: 'A gift box holds from 1 to 24 pieces',
  from: 'List from 2 to 50 different sweets the customer picks from',
  portion: 'Name the portion of each sweet as its pack is labelled, e.g. 250 g',
  pricing: 'Price the box by its own price (box) or by the sum of its portions (portions)',
  fromMissing: named(['id'], (id: number) => `There is no product ${id} to put in the box`),
  fromIsBox: named(['name'], (name: string) => `${name} is a gift box itself and cannot go in one`),
  fromNoPortion: named(['name', 'portion'], (name: string, portion: string) => `${name} has no ${portion} pack to put in the box`),
  fromItself: 'A gift box cannot be one of its own choices',
  choicesCount: named(['name', 'pick'], (name: string, pick: number) => `Choose ${pick} pieces for ${name}`),
  choiceNotOffered: named(['name'], (name: string) => `A choice is not one of the sweets of ${name}`),
  choiceTwice: named(['name', 'choice'], (name: string, choice: string) => `${name} takes each sweet once: ${choice} is chosen twice`),
  choiceUnavailable: named(['name', 'choice'], (name: string, choice: string) => `${choice} is not available for ${name} now`),
  notABox: named(['name'], (name: string) => `${name} is not a gift box: it takes no choices`),
  notAtCounter: named(['name'], (name: string) => `${name} is a gift box the customer fills: sell it on the storefront or by phone`),
} as const;
