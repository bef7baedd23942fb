import type { Page } from '@playwright/test';
import { expect, expectWholeGrid, test } from '../fixtures/storefront';

/** Issue 13: search that finds what Indians type — Hinglish spellings, typos and Devanagari, best matches first. */

const results = (page: Page) => page.getByRole('article').getByRole('heading');

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`search finds Hinglish, typos and Devanagari on a ${viewport.name}`, async ({ page, catalogue }) => {
    await page.setViewportSize(viewport);
    await page.goto('/sweets');
    const box = page.getByLabel('Search items');
    const count = page.getByRole('status').filter({ hasText: /items?$/ });
    const firstOf = async (query: string) => {
      // Back to every item first, so the results read next are this query's, not the last one's.
      await box.fill('');
      await expect(count).toHaveText(`${catalogue.items.length} items`);
      await box.fill(query);
      await expect(count).not.toHaveText(`${catalogue.items.length} items`);
      // Every result drawn (the grid draws a few at a time), so what is read next is the whole answer.
      await expectWholeGrid(page, Number((await count.textContent())?.match(/\d+/)?.[0]));
      return (await results(page).first().textContent()) ?? '';
    };

    const laddoos = catalogue.items.filter((i) => /laddoo/i.test(i.name)).map((i) => i.name);
    for (const query of ['laddu', 'ladoo', 'laddoo', 'लड्डू']) {
      expect(await firstOf(query), query).toMatch(/laddoo/i);
      const shown = await results(page).allTextContents();
      expect(shown.slice(0, laddoos.length).sort(), query).toEqual([...laddoos].sort());
    }

    expect(await firstOf('rasgula')).toMatch(/rasgulla/i);
    expect(await firstOf('kaju katli')).toMatch(/kaju.*katli/i);
    // A name typed as one word, as many type it on a phone.
    expect(await firstOf('kajukatli')).toMatch(/kaju.*katli/i);
    expect(await firstOf('motichoorladoo')).toMatch(/motichoor laddoo/i);

    // Namkeen is a category: its items are found though their names do not say so.
    await firstOf('namkeen');
    const namkeen = catalogue.categories.find((c) => /namkeen/i.test(c.name))!;
    const shown = await results(page).allTextContents();
    const inNamkeen = new Set(catalogue.items.filter((i) => i.categoryId === namkeen.id).map((i) => i.name));
    expect(shown.filter((name) => inNamkeen.has(name)).length).toBe(inNamkeen.size);
  });
}
