import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowMapper } from './row-mapper';

const answer = z.object({
  id: z.int(),
  name: z.string(),
  website: z.string().optional(),
  venue: z.string().nullable(),
  tier: z.enum(['free', 'premium']),
  createdAt: z.iso.datetime(),
});
const toAnswer = rowMapper(answer);
const row = {
  id: 7,
  name: 'Ana',
  website: null,
  venue: null,
  tier: 'premium',
  createdAt: new Date('2026-11-24T15:30:00.000Z'),
  secretColumn: 'never answered',
};

describe('a row as the API answers it', () => {
  it('has the answer’s fields only, with timestamps as ISO text', () => {
    expect(toAnswer(row)).toEqual({
      id: 7,
      name: 'Ana',
      venue: null,
      tier: 'premium',
      createdAt: '2026-11-24T15:30:00.000Z',
    });
  });

  it('leaves out a null the answer does not allow, and keeps one it does', () => {
    expect(toAnswer(row)).not.toHaveProperty('website');
    expect(toAnswer({ ...row, website: 'https://mesc.club' }).website).toBe('https://mesc.club');
  });

  it('refuses a row that breaks the contract rather than answering it', () => {
    expect(() => toAnswer({ ...row, tier: 'gold' })).toThrow();
    expect(() => toAnswer({ ...row, name: undefined })).toThrow();
  });
});
