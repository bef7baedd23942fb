import { describe, expect, it } from 'vitest';
import { codeOfIssue, codedIssue, isMessageCode, say, schemaMessage, withParams } from './coded-message.js';
import { allMessages } from './message-groups.js';
import type { NamedMessage } from './message-params.js';
import { categoryNameSchema } from './api/category.schema.js';

describe('coded messages', () => {
  it('say a message with its code and its values by name', () => {
    expect(say('stock.onlyLeft', 'Kaju Katli', '500 g', 3)).toEqual({
      code: 'stock.onlyLeft',
      params: { name: 'Kaju Katli', label: '500 g', packs: 3 },
      message: 'Only 3 left of Kaju Katli (500 g)',
    });
    expect(say('common.cartEmpty')).toEqual({ code: 'common.cartEmpty', params: {}, message: 'No Items in the Cart!' });
    expect(withParams(say('stock.soldOut', 'Kaju Katli', '1 kg'), { nameHi: 'काजू कतली', other: null }).params).toEqual({
      name: 'Kaju Katli',
      label: '1 kg',
      nameHi: 'काजू कतली',
    });
  });

  it('name every value of every message that has values, once each', () => {
    for (const [code, value] of allMessages()) {
      expect(isMessageCode(code), code).toBe(true);
      if (typeof value !== 'function') continue;
      const names = (value as NamedMessage<unknown[]>).paramNames;
      expect(names, code).toHaveLength(value.length);
      expect(new Set(names).size, code).toBe(names.length);
    }
    expect(isMessageCode('common.nothing')).toBe(false);
    expect(isMessageCode('minimumOrder')).toBe(false);
  });

  it('know a schema rule’s failure again by its code, never by its likeness', () => {
    const tooLong = categoryNameSchema.safeParse({ name: 'x'.repeat(200) });
    expect(tooLong.success).toBe(false);
    expect(codeOfIssue(tooLong.error!.issues[0]!)).toMatchObject({ code: 'common.tooLong', params: { max: expect.any(Number) } });
    expect(codeOfIssue({ message: 'This field is required' })).toEqual({ code: 'common.required', params: {}, message: 'This field is required' });
    expect(codeOfIssue(codedIssue(say('delivery.pincodePattern', '12')))).toMatchObject({ code: 'delivery.pincodePattern', params: { pattern: '12' } });
    // A sentence only like one of ours is not one of ours.
    expect(codeOfIssue({ message: 'Must be at most 7 characters' })).toMatchObject({ code: 'common.invalidRequest' });
    expect(schemaMessage('common.tooLong', 7)).toBe('Must be at most 7 characters');
    expect(codeOfIssue({ message: 'Must be at most 7 characters' })).toMatchObject({ code: 'common.tooLong', params: { max: 7 } });
  });
});
