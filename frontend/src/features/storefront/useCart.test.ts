import { act, renderHook } from '@testing-library/react';
import { cartStorageKey, loadCart, maxQuantity } from './cart';
import { useCart } from './useCart';

const soap = { id: 1, name: '手工皂', available: 5, perOrderLimit: null };
const candle = { id: 2, name: '香氛蠟燭', available: 10, perOrderLimit: 2 };

beforeEach(() => window.localStorage.clear());

describe('useCart', () => {
  it('adds, merges and caps units, and keeps the cart per store in localStorage', () => {
    const { result } = renderHook(() => useCart('good-things'));
    act(() => result.current.add(soap, 2, maxQuantity(soap)));
    act(() => result.current.add(soap, 9, maxQuantity(soap)));
    act(() => result.current.add(candle, 5, maxQuantity(candle)));

    expect(result.current.lines).toEqual([
      { productId: 1, name: '手工皂', quantity: 5 },
      { productId: 2, name: '香氛蠟燭', quantity: 2 },
    ]);
    expect(result.current.count).toBe(7);
    expect(loadCart('good-things')).toEqual(result.current.lines);
    expect(loadCart('other-store')).toEqual([]);
  });

  it('changes a quantity (at least 1), removes a line and clears the cart', () => {
    const { result } = renderHook(() => useCart('good-things'));
    act(() => result.current.add(soap, 1, 5));
    act(() => result.current.add(candle, 1, 2));

    act(() => result.current.setQuantity(1, 3));
    expect(result.current.lines[0]?.quantity).toBe(3);
    act(() => result.current.setQuantity(1, 0));
    expect(result.current.lines[0]?.quantity).toBe(1);
    act(() => result.current.remove(1));
    expect(result.current.lines.map((l) => l.productId)).toEqual([2]);
    act(() => result.current.clear());

    expect(result.current.lines).toEqual([]);
    expect(window.localStorage.getItem(cartStorageKey('good-things'))).toBeNull();
  });

  it('drops lines of products the store no longer lists, names them once and forgets them', () => {
    window.localStorage.setItem(
      cartStorageKey('good-things'),
      JSON.stringify([
        { productId: 1, name: '手工皂', quantity: 2 },
        { productId: 9, name: '舊款香皂', quantity: 1 },
      ]),
    );
    const { result } = renderHook(() => useCart('good-things', [soap, candle]));

    expect(result.current.lines).toEqual([{ productId: 1, name: '手工皂', quantity: 2 }]);
    expect(result.current.dropped).toEqual(['舊款香皂']);
    expect(loadCart('good-things')).toEqual([{ productId: 1, name: '手工皂', quantity: 2 }]);
    act(() => result.current.dismissDropped());
    expect(result.current.dropped).toEqual([]);
  });

  it('reads unreadable storage as an empty cart', () => {
    window.localStorage.setItem(cartStorageKey('good-things'), '{not json');
    window.localStorage.setItem(cartStorageKey('other'), JSON.stringify([{ productId: 'x', quantity: -1 }]));

    expect(renderHook(() => useCart('good-things')).result.current.lines).toEqual([]);
    expect(renderHook(() => useCart('other')).result.current.lines).toEqual([]);
  });
});
