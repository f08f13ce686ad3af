import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './password';

describe('the admin password hash', () => {
  it('accepts the password it was made from and nothing else', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('is salted: the same password never gives the same hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never matches a damaged or foreign hash', async () => {
    expect(await verifyPassword('x', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$10$abc')).toBe(false);
  });

  it('makes strong random passwords', () => {
    const made = new Set(Array.from({ length: 50 }, generatePassword));
    expect(made.size).toBe(50);
    for (const password of made) expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
