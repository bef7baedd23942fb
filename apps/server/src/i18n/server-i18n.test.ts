import { ORDER_STEPS, STEP_LABELS } from '@halwai/domain';
import { describe, expect, it } from 'vitest';
import { SERVER_RESOURCES, translator } from './server-i18n.js';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a resource as key → text: `{ steps: { ready: 'x' } }` gives `steps.ready`. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the server locales', () => {
  for (const namespace of Object.keys(SERVER_RESOURCES.en) as (keyof typeof SERVER_RESOURCES.en)[]) {
    it(`${namespace}: Hindi has the same keys and placeholders as English, in Devanagari`, () => {
      const en = leaves(SERVER_RESOURCES.en[namespace] as Tree);
      const hi = leaves(SERVER_RESOURCES.hi[namespace] as Tree);
      expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, english] of en) {
        expect(placeholders(hi.get(key)!), key).toEqual(placeholders(english));
        expect(hi.get(key), key).toMatch(/[\u0900-\u097F]/);
      }
    });
  }

  it("names the steps in English as the product's words do", () => {
    const t = translator('en', 'customer-messages');
    for (const step of ORDER_STEPS) expect(t(`steps.${step}`)).toBe(STEP_LABELS[step]);
    expect(t('title', { order: '42', step: t('steps.cancelled') })).toBe('Order #42: Cancelled');
  });

  it('says it in Hindi for Hindi', () => {
    const t = translator('hi', 'customer-messages');
    expect(t('title', { order: '42', step: t('steps.ready') })).toBe('ऑर्डर #42: लेने के लिए तैयार');
    expect(t('seeOrder')).toBe('अपना ऑर्डर देखें');
  });
});
