import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../client/routes';
import { pageKey } from './page-key';

const keyOf = (url: string) => {
  const [path, query = ''] = url.split('?');
  return pageKey(matchRoute(path), path, query);
};

describe('the cache key of a page', () => {
  it('leaves out what the page does not read, so tracking tags and made-up parameters share one page', () => {
    expect(keyOf('/events?utm_source=newsletter&fbclid=abc').key).toBe('/events');
    expect(keyOf('/?x=1').key).toBe('/');
    expect(keyOf('/membership?payment=success&name=Ana&email=ana%40example.com').key).toBe('/membership');
    expect(keyOf('/nowhere?x=1').key).toBe('/nowhere');
  });

  it('keeps what the page reads, in one order whatever order the URL gives', () => {
    expect(keyOf('/events?past=1&category=NBA&view=calendar&month=2026-12').key).toBe(
      '/events?view=calendar&month=2026-12&category=NBA&past=1',
    );
    expect(keyOf('/store?sort=newest&q=Hoodie').key).toBe('/store?q=Hoodie&sort=newest');
    expect(keyOf('/join?join=premium').key).toBe('/join?join=premium');
  });

  it('gives a value the page ignores the key of the page without it, since the page is the same', () => {
    expect(keyOf('/events?view=grid&past=yes&month=soon').key).toBe('/events');
    expect(keyOf('/store?sort=cheapest&category=all&q=').key).toBe('/store');
    expect(keyOf('/membership?join=platinum').key).toBe('/membership');
  });

  it('reads a value the way the page reads it: the store category in any case is the same category', () => {
    expect(keyOf('/store?category=apparel').key).toBe('/store?category=Apparel');
    expect(keyOf('/store?category=APPAREL').search.get('category')).toBe('Apparel');
  });

  it('keeps a search as typed, spaces and all, since the search box shows it', () => {
    expect(keyOf('/store?q=%20hat').key).not.toBe(keyOf('/store?q=hat').key);
  });

  it('renders but does not keep a page whose value the API would refuse', () => {
    const long = keyOf(`/events?category=${'x'.repeat(41)}`);
    expect(long.keep).toBe(false);
    expect(long.search.get('category')).toBe('x'.repeat(41));
    expect(keyOf('/events?category=NBA').keep).toBe(true);
  });

  it('keys the events page by its search as typed, and a search the page ignores by the page without it', () => {
    expect(keyOf('/events?q=heat&category=NBA&view=calendar').key).toBe(
      '/events?view=calendar&category=NBA&q=heat',
    );
    expect(keyOf('/events?q=%20heat').key).not.toBe(keyOf('/events?q=heat').key);
    expect(keyOf('/events?q=').key).toBe('/events');
    expect(keyOf(`/events?q=${'x'.repeat(101)}`).key).toBe('/events');
    expect(keyOf('/events?q=heat%00').key).toBe('/events');
    expect(keyOf('/events?q=heat%0Alakers').key).toBe('/events');
    expect(keyOf('/events?q=heat').keep).toBe(true);
  });

  it('never keeps the unsubscribe page of an e-mail address', () => {
    expect(keyOf('/newsletter/unsubscribe?email=ana%40example.com&token=abc').keep).toBe(false);
    expect(keyOf('/newsletter/unsubscribe').keep).toBe(true);
  });
});
