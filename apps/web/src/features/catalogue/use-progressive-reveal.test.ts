import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveReveal } from './use-progressive-reveal';

const list = (length: number) => Array.from({ length }, (_, i) => i);

describe('useProgressiveReveal', () => {
  it('draws the first few at once and the rest a few at a time, up to the whole list', async () => {
    const items = list(40);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useProgressiveReveal(items, false);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(4);
    await waitFor(() => expect(result.current).toBe(40));
    // Every step was a small one.
    const steps = seen.slice(1).map((count, i) => count - seen[i]!);
    expect(Math.max(...steps)).toBeLessThanOrEqual(3);
  });

  it('draws past the first sixty only while the reader is near the end', async () => {
    const items = list(100);
    const { result, rerender } = renderHook(({ nearEnd }) => useProgressiveReveal(items, nearEnd), {
      initialProps: { nearEnd: false },
    });
    await waitFor(() => expect(result.current).toBe(60));
    rerender({ nearEnd: true });
    await waitFor(() => expect(result.current).toBe(100));
  });

  it('starts a new list from a first screen again, and never counts past a short one', async () => {
    const { result, rerender } = renderHook(({ items }) => useProgressiveReveal(items, false), {
      initialProps: { items: list(30) },
    });
    await waitFor(() => expect(result.current).toBe(30));
    rerender({ items: list(50) });
    expect(result.current).toBe(4);
    await waitFor(() => expect(result.current).toBe(50));
    rerender({ items: list(3) });
    expect(result.current).toBe(3);
  });
});
