import { describe, expect, it } from 'vitest';
import { checkStepChange, nextSteps, orderStatusOf, undoTarget, type OrderHistoryEntry } from './order-workflow.js';

describe('order workflow', () => {
  it('moves forward along the way of each kind of order, skipping steps if need be', () => {
    expect(nextSteps('pending', 'pickup')).toEqual(['confirmed', 'preparing', 'ready', 'completed', 'cancelled']);
    expect(nextSteps('preparing', 'delivery')).toEqual(['out_for_delivery', 'completed', 'cancelled']);
    expect(nextSteps('completed', 'pickup')).toEqual([]);
    expect(checkStepChange('pending', 'completed', 'pickup')).toBeNull();
    expect(checkStepChange('ready', 'cancelled', 'pickup')).toBeNull();
  });

  it('refuses backward moves, the wrong last step and any change after the end', () => {
    expect(checkStepChange('preparing', 'confirmed', 'pickup')?.message).toMatch(/cannot go back from Preparing to Confirmed/);
    expect(checkStepChange('confirmed', 'ready', 'delivery')?.message).toMatch(/only for pickup orders/);
    expect(checkStepChange('confirmed', 'out_for_delivery', 'pickup')?.message).toMatch(/only for delivery orders/);
    expect(checkStepChange('completed', 'cancelled', 'pickup')?.message).toMatch(/completed: it cannot change/);
    expect(checkStepChange('confirmed', 'confirmed', 'pickup')?.message).toBe('The order is already confirmed');
  });

  it('keeps the spec number: open 0, completed 1, cancelled 2', () => {
    expect(['pending', 'ready', 'out_for_delivery', 'completed', 'cancelled'].map((s) => orderStatusOf(s as never))).toEqual([0, 0, 0, 1, 2]);
  });

  it('undoes the last step once, within 10 minutes', () => {
    const at = '2026-11-23T10:00:00.000Z';
    const history: OrderHistoryEntry[] = [
      { status: 'pending', at: '2026-11-23T09:00:00.000Z' },
      { status: 'cancelled', at, reason: 'Out of stock' },
    ];
    expect(undoTarget(history, new Date('2026-11-23T10:10:00.000Z'))).toEqual({ to: 'pending' });
    expect(undoTarget(history, new Date('2026-11-23T10:10:00.001Z'))).toEqual({ refused: expect.objectContaining({ code: 'orderUndo.tooLate', message: expect.stringMatching(/more than 10 minutes/) }) });
    expect(undoTarget([...history, { status: 'pending', at, undo: true }], new Date(at))).toEqual({
      refused: { code: 'orderUndo.undoneAlready', params: {}, message: 'The last step was already undone; an Undo cannot be undone' },
    });
    expect(undoTarget(history.slice(0, 1), new Date(at))).toEqual({ refused: expect.objectContaining({ message: 'There is no step to undo on this order' }) });
  });
});
