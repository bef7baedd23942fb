import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBusinessBuyer } from './use-business-buyer';

describe('the business invoice at checkout', () => {
  it('sends nothing until asked for, then a checked GSTIN in capitals with the business name', () => {
    const { result } = renderHook(() => useBusinessBuyer());
    expect(result.current.request).toBeUndefined();
    expect(result.current.problem).toBeNull();

    act(() => result.current.setWanted(true));
    expect(result.current.problem).toMatch(/Enter the GSTIN/);

    act(() => result.current.setGstin('29aagcb7383j1z5'));
    expect(result.current.gstinError).toMatch(/does not check out/);

    act(() => result.current.setGstin('29aagcb7383j1z4 '));
    expect(result.current.gstinError).toBeNull();
    expect(result.current.state).toBe('29-Karnataka');
    expect(result.current.problem).toMatch(/business name/);

    act(() => result.current.setName(' Bengaluru Foods '));
    expect(result.current.problem).toBeNull();
    expect(result.current.request).toEqual({ buyerGstin: '29AAGCB7383J1Z4', buyerName: 'Bengaluru Foods' });
  });
});
