import { describe, expect, it } from 'vitest';
import { matching } from './list-search';

describe('a list search', () => {
  const items = ['Café Cubano Night', 'Heat vs. Celtics', 'Poker: Café Royale'];
  it('finds every word typed, in any case and without accents, in any order', () => {
    expect(matching(items, 'cafe', (s) => s)).toEqual(['Café Cubano Night', 'Poker: Café Royale']);
    expect(matching(items, 'ROYALE  café', (s) => s)).toEqual(['Poker: Café Royale']);
    expect(matching(items, 'celtics poker', (s) => s)).toEqual([]);
  });

  it('keeps the whole list for a blank search', () => {
    expect(matching(items, '   ', (s) => s)).toEqual(items);
  });
});
