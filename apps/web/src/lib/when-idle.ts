/** Runs `task` when the browser is idle (or soon, where it cannot tell); returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs = 200): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
