import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPitchDeckSchema, sponsorListSchema } from '../src/shared/sponsors-schema';
import { productListSchema } from '../src/shared/store-schema';
import { wallOfFameListSchema } from '../src/shared/wall-of-fame';
import { build } from './helpers/build';

// The public lists are sent as cached bytes, past the serializer that checks every other answer
// against its schema: each is checked against the same shared schema when its cache is filled,
// once per fill rather than once per request.

const app = await build({ seed: true });

const lists = [
  { url: '/api/store/products', schema: productListSchema, domain: 'products' },
  { url: '/api/sponsors', schema: sponsorListSchema, domain: 'sponsors' },
  { url: '/api/pitch-deck', schema: currentPitchDeckSchema, domain: 'sponsors' },
  { url: '/api/wall-of-fame', schema: wallOfFameListSchema, domain: 'wallOfFame' },
] as const;

afterEach(() => vi.restoreAllMocks());

describe('the cached public lists', () => {
  it.each(lists)(
    'checks $url against its schema once per fill, not per request',
    async ({ url, schema, domain }) => {
      const parse = vi.spyOn(schema, 'parse');
      const first = await app.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(schema.parse(first.json())).toEqual(first.json());
      parse.mockClear();
      await Promise.all([app.inject({ url }), app.inject({ url }), app.inject({ url })]);
      expect(parse).not.toHaveBeenCalled();

      // Cleared, as a write clears it: the next request fills it again, checked again.
      app.caches[domain].clear();
      await app.inject({ url });
      expect(parse).toHaveBeenCalledTimes(1);
    },
  );

  it('refuses to send a list that breaks its schema, as the serializer refuses any other answer', async () => {
    app.caches.products.clear();
    vi.spyOn(productListSchema, 'parse').mockImplementationOnce(() => {
      throw new Error('a product without a price');
    });
    const broken = await app.inject({ url: '/api/store/products' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    // The failed fill is not kept: the next request fills the cache again.
    expect((await app.inject({ url: '/api/store/products' })).statusCode).toBe(200);
  });
});
