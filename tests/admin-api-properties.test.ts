import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildWithAdmin } from './helpers/admin';
import { anyText } from './security/hostile-input';

const { app, admin } = await buildWithAdmin({ seed: true });

const writes: { method: 'POST' | 'PUT' | 'PATCH'; url: string }[] = [
  { method: 'POST', url: '/api/admin/events' },
  { method: 'PUT', url: '/api/admin/events/1' },
  { method: 'POST', url: '/api/admin/event-categories' },
  { method: 'PATCH', url: '/api/admin/event-categories/1' },
  { method: 'PUT', url: '/api/admin/event-categories' },
  { method: 'POST', url: '/api/admin/store/products' },
  { method: 'PUT', url: '/api/admin/store/products/1' },
  { method: 'POST', url: '/api/admin/sponsors' },
  { method: 'PUT', url: '/api/admin/sponsors/1' },
  { method: 'POST', url: '/api/admin/wall-of-fame' },
  { method: 'PUT', url: '/api/admin/wall-of-fame/1' },
  { method: 'POST', url: '/api/admin/pitch-deck' },
  { method: 'POST', url: '/api/admin/product-images' },
];

// Values near the fields' own shapes find more edge cases than random JSON alone.
const fieldValue = fc.oneof(
  anyText(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    'javascript:alert(1)',
    '/objects/../x',
    '2026-02-30',
    '2026-01-01T10:00:00Z',
    'NBA',
  ),
  fc.array(fc.oneof(anyText(), fc.integer()), { maxLength: 7 }),
);
const body = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      'title',
      'description',
      'category',
      'date',
      'price',
      'maxAttendees',
      'name',
      'logoUrl',
      'websiteUrl',
      'displayOrder',
      'isActive',
      'images',
      'sizes',
      'joinedDate',
      'membershipTier',
      'fileName',
      'fileUrl',
      'imageURL',
      'kind',
      'color',
      'retired',
      'ids',
    ),
    fieldValue,
  ),
  fc.jsonValue(),
);

describe('the admin API under any input', () => {
  it('never fails with a 5xx, and always answers errors as { message }', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), body, async (route, payload) => {
        const response = await admin({ ...route, payload: payload as object });
        expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(payload)}`).toBeLessThan(
          500,
        );
        if (response.statusCode >= 400)
          expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
      }),
      { numRuns: 300 },
    );
  });

  it('answers a login with any body without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (payload) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: payload as object,
          remoteAddress: '192.0.2.9',
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
      }),
      { numRuns: 60 },
    );
  });
});
