/**
 * Runs `task` in a new task once the browser has painted the current frame, so whatever the page
 * changed just before shows first; returns a cancel function. A hidden page paints nothing, so
 * there (and where frames cannot be asked for) the task only waits for the current one to end.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  // A frame callback runs just before the paint; a timer set from it runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
