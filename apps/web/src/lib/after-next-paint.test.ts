import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

/** Frames asked for, run when the test says the browser paints. */
let frames: FrameRequestCallback[] = [];
const paint = () => {
  const due = frames;
  frames = [];
  for (const frame of due) frame(performance.now());
};
const stubFrames = () => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => undefined;
  });
};
/** Lets the tasks queued so far run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('afterNextPaint', () => {
  it('runs the task in a task of its own after the next frame, not before it', async () => {
    stubFrames();
    const task = vi.fn();
    afterNextPaint(task);
    await nextTask();
    expect(task).not.toHaveBeenCalled();
    paint();
    // The frame callback itself only queues the task, which runs once the paint is done.
    expect(task).not.toHaveBeenCalled();
    await waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });

  it('never runs a cancelled task, whether cancelled before the frame or after it', async () => {
    stubFrames();
    const early = vi.fn();
    const late = vi.fn();
    const later = vi.fn();
    afterNextPaint(early)();
    const cancelLate = afterNextPaint(late);
    afterNextPaint(later);
    paint();
    cancelLate();
    await waitFor(() => expect(later).toHaveBeenCalled());
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('does not wait for a frame on a hidden page, which paints none', async () => {
    stubFrames();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const task = vi.fn();
    afterNextPaint(task);
    await waitFor(() => expect(task).toHaveBeenCalled());
    expect(frames).toHaveLength(0);
  });
});
