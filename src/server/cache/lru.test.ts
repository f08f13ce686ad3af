import { describe, expect, it } from 'vitest';
import { LruMap } from './lru';

describe('a least-recently-used map', () => {
  it('drops the entry read least recently once it holds too many', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });

  it('keeps its total size under the bound, however the entries weigh', () => {
    const map = new LruMap<string, string>(100, 10, (text) => text.length);
    map.set('a', 'xxxx');
    map.set('b', 'yyyy');
    map.set('c', 'zzzz');
    expect(map.get('a')).toBeUndefined();
    expect(map.totalSize).toBe(8);
    map.set('b', 'y');
    expect(map.totalSize).toBe(5);
    map.delete('c');
    expect(map.totalSize).toBe(1);
    map.clear();
    expect(map.size).toBe(0);
    expect(map.totalSize).toBe(0);
  });

  it('keeps a single entry larger than the bound rather than nothing', () => {
    const map = new LruMap<string, string>(100, 3, (text) => text.length);
    map.set('a', 'xx');
    map.set('big', 'xxxxxx');
    expect(map.get('big')).toBe('xxxxxx');
    expect(map.get('a')).toBeUndefined();
  });
});
