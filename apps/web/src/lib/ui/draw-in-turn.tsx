import { useEffect, useState, type ReactNode } from 'react';

const waiting: (() => void)[] = [];
let turnPending = false;

/** The next task, after what is queued now (a message is not clamped the way a nested timer is). */
function nextTask(run: () => void) {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(run, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

function runTurn() {
  turnPending = false;
  waiting.shift()?.();
  if (waiting.length > 0) scheduleTurn();
}

function scheduleTurn() {
  if (turnPending) return;
  turnPending = true;
  nextTask(runTurn);
}

/**
 * Queues `draw` to run in a task of its own, after the turns queued before it; returns a cancel
 * function. A page that draws its parts one turn each is drawn in short tasks, so a slow phone can
 * paint and answer a tap between them instead of freezing while the whole page renders at once.
 */
export function takeTurn(draw: () => void): () => void {
  let cancelled = false;
  waiting.push(() => !cancelled && draw());
  scheduleTurn();
  return () => {
    cancelled = true;
  };
}

/**
 * Draws `children` a turn after the page around it (see `takeTurn`). Meant for the parts below
 * the first screen; the placeholder keeps `minHeight` so nothing below jumps when they arrive.
 */
export function DrawInTurn({ children, minHeight = 0 }: { children: ReactNode; minHeight?: number }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => takeTurn(() => setDrawn(true)), []);
  return drawn ? children : <div style={{ minHeight }} />;
}

/**
 * How many of `count` things to draw: `first` at once, then `step` more per turn (see `takeTurn`),
 * so a list that arrives with the data does not render in one long task.
 */
export function useDrawnInTurns(count: number, first: number, step: number): number {
  const [drawn, setDrawn] = useState(Math.min(first, count));
  const shown = Math.min(Math.max(drawn, Math.min(first, count)), count);
  useEffect(() => {
    if (shown >= count) return undefined;
    return takeTurn(() => setDrawn((n) => Math.max(n, shown) + step));
  }, [shown, count, step]);
  return shown;
}
