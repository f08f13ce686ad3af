import { describe, expect, it } from 'vitest';
import { forgetOrderToken, keepOrderToken, orderTokenOf } from './order-token-store';

/** A Storage kept in memory, as sessionStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the order tokens kept in this tab', () => {
  it('finds the token of a payment, and forgets it once the tickets are shown', () => {
    const storage = memoryStorage();
    keepOrderToken('pi_1', 'token-one', storage);
    keepOrderToken('pi_2', 'token-two', storage);
    expect(orderTokenOf('pi_1', storage)).toBe('token-one');
    forgetOrderToken('pi_1', storage);
    expect(orderTokenOf('pi_1', storage)).toBeUndefined();
    expect(orderTokenOf('pi_2', storage)).toBe('token-two');
  });

  it('keeps only the last five orders', () => {
    const storage = memoryStorage();
    for (let i = 1; i <= 7; i++) keepOrderToken(`pi_${i}`, `token-${i}`, storage);
    expect(orderTokenOf('pi_2', storage)).toBeUndefined();
    expect(orderTokenOf('pi_3', storage)).toBe('token-3');
    expect(orderTokenOf('pi_7', storage)).toBe('token-7');
  });

  it('answers nothing when the stored value is not what it wrote', () => {
    const storage = memoryStorage();
    storage.setItem('mesc-ticket-orders', 'not json');
    expect(orderTokenOf('pi_1', storage)).toBeUndefined();
    keepOrderToken('pi_1', 'token-one', storage);
    expect(orderTokenOf('pi_1', storage)).toBe('token-one');
  });
});
