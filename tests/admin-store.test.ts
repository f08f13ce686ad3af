import { describe, expect, it } from 'vitest';
import { buildProduct } from '../src/server/db/factories';
import { products } from '../src/server/db/schema';
import type { Product } from '../src/shared/store';
import { buildWithAdmin } from './helpers/admin';

const { app, admin } = await buildWithAdmin();

const image = (n: number) => `/objects/uploads/0b8a6f3e-8c36-4f0e-9a53-2f0c1b7a9d1${n}/800x800.webp`;
const newProduct = {
  name: ' Neon Snapback ',
  description: 'Flat brim, glow stitching.',
  price: 4599,
  category: 'Accessories',
  images: [image(1), 'https://cdn.example.com/hat.jpg'],
  sizes: ['One size', ' '],
  colors: ['Pink', 'Cyan'],
  bestseller: true,
  memberOnly: false,
  newItem: true,
};

const publicNames = async () =>
  (await app.inject({ url: '/api/store/products' })).json<Product[]>().map((p) => p.name);

describe('admin store products', () => {
  it('creates a product in cents with its images, and the store shows it at once', async () => {
    expect(await publicNames()).toEqual([]);
    const response = await admin({ method: 'POST', url: '/api/admin/store/products', payload: newProduct });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Neon Snapback',
      price: 4599,
      originalPrice: null,
      images: newProduct.images,
      sizes: ['One size'],
      colors: ['Pink', 'Cyan'],
      bestseller: true,
      newItem: true,
    });
    expect(await publicNames()).toEqual(['Neon Snapback']);
  });

  it('needs only a name and a price, defaulting the category to Apparel', async () => {
    const response = await admin({
      method: 'POST',
      url: '/api/admin/store/products',
      payload: { name: 'Plain Tee', price: 2500, description: '' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ category: 'Apparel', description: null, images: [], sizes: [] });
  });

  it('refuses bad products, naming the problem', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ name: '' }, /name: Name is required/],
      [{ price: undefined }, /price/],
      [{ price: 9.99 }, /price: Price must be in whole cents/],
      [{ category: 'Food' }, /category/],
      [{ images: [1, 2, 3, 4, 5, 6].map(image) }, /images: At most 5 images/],
      [{ images: ['javascript:alert(1)'] }, /images/],
      [{ images: ['data:image/svg+xml,<svg onload=alert(1)>'] }, /images/],
      [{ bestseller: 'yes' }, /bestseller/],
    ];
    for (const [change, message] of bad) {
      const response = await admin({
        method: 'POST',
        url: '/api/admin/store/products',
        payload: { ...newProduct, ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('updates and deletes a product, with 404 for one that does not exist', async () => {
    const [row] = await app.db
      .insert(products)
      .values(buildProduct({ name: 'Old Hoodie' }))
      .returning();
    await publicNames();
    const put = await admin({
      method: 'PUT',
      url: `/api/admin/store/products/${row.id}`,
      payload: { ...newProduct, name: 'Neon Hoodie', originalPrice: 8499, price: 6999 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Neon Hoodie', price: 6999, originalPrice: 8499 });
    expect(await publicNames()).toContain('Neon Hoodie');

    const del = await admin({ method: 'DELETE', url: `/api/admin/store/products/${row.id}` });
    expect(del.json()).toEqual({ message: 'The product has been deleted successfully' });
    expect(await publicNames()).not.toContain('Neon Hoodie');
    expect((await admin({ method: 'DELETE', url: `/api/admin/store/products/${row.id}` })).statusCode).toBe(
      404,
    );
    const missing = await admin({
      method: 'PUT',
      url: '/api/admin/store/products/424242',
      payload: newProduct,
    });
    expect(missing.statusCode).toBe(404);
  });
});
