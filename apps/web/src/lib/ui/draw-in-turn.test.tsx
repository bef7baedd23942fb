import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrawInTurn, takeTurn, useDrawnInTurns } from './draw-in-turn';

const nextTurns = (count: number) =>
  new Promise<void>((resolve) => {
    let left = count;
    const wait = () => takeTurn(() => (--left === 0 ? resolve() : wait()));
    wait();
  });

describe('takeTurn', () => {
  it('runs each queued draw in a task of its own, in order, and skips a cancelled one', async () => {
    const ran: string[] = [];
    takeTurn(() => ran.push('a'));
    const cancel = takeTurn(() => ran.push('b'));
    takeTurn(() => ran.push('c'));
    cancel();
    expect(ran).toEqual([]);
    await nextTurns(1);
    expect(ran).toEqual(['a', 'c']);
  });

  it('gives each draw its own task: what one schedules as a microtask runs before the next draw', async () => {
    const ran: string[] = [];
    takeTurn(() => {
      ran.push('first');
      void Promise.resolve().then(() => ran.push('first, microtask'));
    });
    takeTurn(() => ran.push('second'));
    await nextTurns(1);
    expect(ran).toEqual(['first', 'first, microtask', 'second']);
  });
});

describe('DrawInTurn', () => {
  it('draws its children after the page around it', async () => {
    render(
      <>
        <h1>Page</h1>
        <DrawInTurn>
          <p>Later</p>
        </DrawInTurn>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.queryByText('Later')).not.toBeInTheDocument();
    expect(await screen.findByText('Later')).toBeInTheDocument();
  });
});

function List({ count }: { count: number }) {
  const drawn = useDrawnInTurns(count, 2, 3);
  return <output>{drawn}</output>;
}

describe('useDrawnInTurns', () => {
  it('draws the first few at once, then a step a turn up to the whole list', async () => {
    const { rerender } = render(<List count={7} />);
    expect(screen.getByRole('status')).toHaveTextContent('2');
    await nextTurns(1);
    expect(screen.getByRole('status')).toHaveTextContent('5');
    expect(await screen.findByText('7')).toBeInTheDocument();
    // A shorter list shows all of itself; an empty one nothing.
    rerender(<List count={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('1');
    rerender(<List count={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('0');
  });
});
