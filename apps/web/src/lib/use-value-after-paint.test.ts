import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useValueAfterPaint } from './use-value-after-paint';

let frames: FrameRequestCallback[] = [];
const paint = () => {
  const due = frames;
  frames = [];
  for (const frame of due) frame(performance.now());
};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
});

function stubFrames() {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => undefined;
  });
}

describe('useValueAfterPaint', () => {
  it('returns the first value at once, and a new one only once the page has painted', async () => {
    stubFrames();
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const shown = useValueAfterPaint(value);
        seen.push(shown);
        return shown;
      },
      { initialProps: { value: 'a' } },
    );
    expect(result.current).toBe('a');

    rerender({ value: 'b' });
    await nextTask();
    expect(result.current).toBe('a');
    paint();
    await waitFor(() => expect(result.current).toBe('b'));
    expect(new Set(seen)).toEqual(new Set(['a', 'b']));
  });

  it('skips a value replaced before the paint', async () => {
    stubFrames();
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const shown = useValueAfterPaint(value);
        seen.push(shown);
        return shown;
      },
      { initialProps: { value: 'l' } },
    );
    rerender({ value: 'la' });
    rerender({ value: 'lad' });
    paint();
    await waitFor(() => expect(result.current).toBe('lad'));
    expect(seen).not.toContain('la');
  });

  it('takes the first value after undefined at once, as there was nothing to show', () => {
    stubFrames();
    const { result, rerender } = renderHook(({ value }) => useValueAfterPaint(value), {
      initialProps: { value: undefined as string | undefined },
    });
    rerender({ value: 'catalogue' });
    expect(result.current).toBe('catalogue');
    expect(frames).toHaveLength(0);
  });

  it('drops the waiting value when the component goes', () => {
    stubFrames();
    const { rerender, unmount } = renderHook(({ value }) => useValueAfterPaint(value), { initialProps: { value: 1 } });
    rerender({ value: 2 });
    expect(frames).toHaveLength(1);
    unmount();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    paint();
    expect(timers).not.toHaveBeenCalled();
  });
});
