import { describe, expect, it } from 'vitest';
import type { Catalogue, Product } from '@halwai/domain';
import { createProductSearch } from './product-search';
import { product } from '../test/sample-catalogue';

const catalogue: Catalogue = {
  categories: [
    { id: 1, name: 'Laddoos' },
    { id: 2, name: 'Namkeen & Snacks' },
  ],
  subcategories: [
    { id: 10, name: 'Classic Laddoos', categoryId: 1 },
    { id: 20, name: 'Bhujia', categoryId: 2 },
  ],
  items: [
    product({ id: 1, name: 'Boondi Laddoo', categoryId: 1, subCategoryId: 10, searchWords: 'motichoor, मोतीचूर' }),
    product({ id: 2, name: 'Besan Laddoo', categoryId: 1, subCategoryId: 10, description: 'Gram flour roasted in ghee' }),
    product({ id: 3, name: 'Aloo Bhujia', categoryId: 2, subCategoryId: 20, description: 'Crisp potato strands' }),
    product({ id: 4, name: 'Kaju Katli', categoryId: 2, subCategoryId: 20, description: 'Not a laddoo, a cashew fudge' }),
  ],
};
const search = createProductSearch(catalogue);
const names = (items: Product[]) => items.map((i) => i.name);

describe('product search', () => {
  it('finds an item by the search words staff gave it, in Latin letters or Devanagari', () => {
    expect(names(search('motichoor'))).toEqual(['Boondi Laddoo']);
    expect(names(search('मोतीचूर'))).toEqual(['Boondi Laddoo']);
    expect(names(search('motichur'))).toEqual(['Boondi Laddoo']);
  });

  it('finds an item by its Hindi name, typed in Devanagari or in Latin letters, and by its Hindi shelf and description', () => {
    const hindi = createProductSearch({
      categories: [{ id: 3, name: 'Grocery Staples', nameHi: 'किराना' }],
      subcategories: [{ id: 30, name: 'Dal & Pulses', categoryId: 3, nameHi: 'दालें' }],
      items: [
        ...catalogue.items,
        product({ id: 6, name: 'Toor Dal', nameHi: 'अरहर (तूर) दाल', categoryId: 3, subCategoryId: 30, descriptionHi: 'रोज़ की दाल तड़का' }),
        product({ id: 7, name: 'Chakki Fresh Atta', nameHi: 'चक्की फ्रेश आटा', categoryId: 3, subCategoryId: 30 }),
      ],
    });
    expect(names(hindi('अरहर'))).toEqual(['Toor Dal']);
    expect(names(hindi('arhar'))).toEqual(['Toor Dal']);
    expect(names(hindi('अरहर दाल'))).toEqual(['Toor Dal']);
    expect(names(hindi('aata'))).toEqual(['Chakki Fresh Atta']);
    expect(names(hindi('किराना'))).toEqual(['Toor Dal', 'Chakki Fresh Atta']);
    expect(names(hindi('तड़का'))).toEqual(['Toor Dal']);
    // The English finds it as before.
    expect(names(hindi('toor'))).toEqual(['Toor Dal']);
  });

  it('puts items named for the words first, then those that only mention them', () => {
    expect(names(search('ladoo'))).toEqual(['Boondi Laddoo', 'Besan Laddoo', 'Kaju Katli']);
  });

  it('finds as the customer types: the start of a word, a typo, a word of the category or the description', () => {
    expect(names(search('bhuj'))).toEqual(['Aloo Bhujia', 'Kaju Katli']);
    expect(names(search('bujiya'))[0]).toBe('Aloo Bhujia');
    expect(names(search('namkin'))).toEqual(['Aloo Bhujia', 'Kaju Katli']);
    expect(names(search('potato'))).toEqual(['Aloo Bhujia']);
  });

  it('wants every word typed when some item has them all', () => {
    expect(names(search('besan ghee'))).toEqual(['Besan Laddoo']);
    expect(names(search('kaju katli'))).toEqual(['Kaju Katli']);
  });

  it('finds a name typed as one word, whole or as far as typed, in each spelling that finds its words', () => {
    const motichoor = product({ id: 5, name: 'Motichoor Ladoo', categoryId: 1, subCategoryId: 10 });
    const more = createProductSearch({ ...catalogue, items: [...catalogue.items, motichoor] });
    expect(names(more('kajukatli'))).toEqual(['Kaju Katli']);
    expect(names(more('KajuKatli'))).toEqual(['Kaju Katli']);
    expect(names(more('kajukat'))).toEqual(['Kaju Katli']);
    expect(names(more('aloobhujia'))).toEqual(['Aloo Bhujia']);
    for (const typed of ['motichoorladoo', 'motichoorladdoo', 'motichurladdu', 'MotichoorLaddu'])
      expect(names(more(typed))[0], typed).toBe('Motichoor Ladoo');
    // The words apart still find it as before.
    expect(names(more('motichoor ladoo'))[0]).toBe('Motichoor Ladoo');
    expect(names(more('kaju katli'))).toEqual(['Kaju Katli']);
  });

  it('finds nothing for nothing', () => {
    expect(search('  ')).toEqual([]);
    expect(search('jalebi')).toEqual([]);
    expect(search('zzz-nothing')).toEqual([]);
  });
});
