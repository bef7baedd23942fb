import type { Page } from '@playwright/test';
import { availableItem, enoughOf, expect, expectWholeGrid, openWithCart, test } from '../fixtures/storefront';

/** Issue 13: the floating cart button never hides a card's buttons, at rest or mid-scroll. */

interface Covered {
  y: number;
  button: string;
}

/**
 * Card buttons the cart button covers at the current scroll position. Where the button rides in an
 * opaque strip, the strip is the screen's edge: what passes behind it is below the fold, not covered.
 */
function coveredButtons(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const fab = document.querySelector<HTMLElement>('a[aria-label^="Go to cart"]')!;
    const box = fab.getBoundingClientRect();
    const strip = fab.parentElement!;
    const opaque = !/rgba\(0, 0, 0, 0\)|transparent/.test(getComputedStyle(strip).backgroundColor);
    const fold = opaque ? strip.getBoundingClientRect().top : window.innerHeight;
    const covered: Covered[] = [];
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('article a, article button'))) {
      const r = button.getBoundingClientRect();
      const top = Math.max(r.top, 0);
      const bottom = Math.min(r.bottom, fold);
      if (bottom <= top) continue; // off screen, or behind the strip
      const overlaps = r.left < box.right && box.left < r.right && top < box.bottom && box.top < bottom;
      if (overlaps)
        covered.push({
          y: window.scrollY,
          button: `${button.textContent} in ${button.closest('article')!.getAttribute('aria-label')}`,
        });
    }
    return covered;
  });
}

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'small laptop', width: 1024, height: 768 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`the cart button covers no card button while scrolling the catalogue on a ${viewport.name}`, async ({
    page,
    catalogue,
  }) => {
    await page.setViewportSize(viewport);
    await openWithCart(page, [enoughOf(availableItem(catalogue, 100))], '/sweets');
    await expectWholeGrid(page, catalogue.items.length);
    await expect(page.getByRole('link', { name: /^Go to cart/ })).toBeVisible();

    const step = Math.round(viewport.height / 3);
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    const covered: Covered[] = [];
    let positions = 0;
    for (let y = 0; y <= end + step; y += step) {
      await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, end));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(Math.min(y, end));
      covered.push(...(await coveredButtons(page)));
      positions++;
    }
    expect(positions).toBeGreaterThan(5);
    expect(covered).toEqual([]);
  });
}
