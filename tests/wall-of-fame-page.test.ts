import { describe, expect, it } from 'vitest';
import type { WallOfFameMember } from '../src/shared/wall-of-fame';
import { build } from './helpers/build';

const app = await build({ seed: true });
const members = (await app.inject({ url: '/api/wall-of-fame' })).json<WallOfFameMember[]>();
const { body } = await app.inject({ url: '/wall-of-fame' });

const namesIn = (tier: string) => members.filter((m) => m.membershipTier === tier).map((m) => m.name);

/** The HTML of one tier's section of the page. */
const section = (tier: string) =>
  body.match(new RegExp(`<section aria-labelledby="tier-${tier}"[\\s\\S]*?</section>`))?.[0] ?? '';

const tiers = [
  ['inner_circle', 'Inner Circle', 'text-gold'],
  ['premium', 'Premium Fan', 'text-purple'],
  ['free', 'Free Member', 'text-text'],
] as const;

describe('the wall of fame', () => {
  it('counts the members of each tier', async () => {
    for (const [tier, label] of tiers) {
      const count = namesIn(tier).length;
      expect(count).toBeGreaterThan(0);
      expect(body).toContain(
        `<dt class="text-xs tracking-wide text-muted uppercase sm:text-sm">${label}</dt>`,
      );
      expect(body).toMatch(new RegExp(`${label}</dt><dd[^>]*>${count}</dd>`));
    }
  });

  it('groups the member cards by tier, Inner Circle first', async () => {
    const order = tiers.map(([tier]) => body.indexOf(`aria-labelledby="tier-${tier}"`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const [tier, label] of tiers) {
      const html = section(tier);
      expect(html).toContain(`>${label}</h2>`);
      for (const member of members) {
        expect(html.includes(`>${member.name}</p>`), `${member.name} in ${label}`).toBe(
          member.membershipTier === tier,
        );
      }
    }
  });

  it("colours each member's name by tier", async () => {
    for (const [tier, , colour] of tiers) {
      for (const name of namesIn(tier)) {
        expect(section(tier)).toMatch(new RegExp(`<p class="[^"]*${colour}[^"]*">${name}</p>`));
      }
    }
  });

  it('shows when each member joined, as the date was written', async () => {
    const carlos = members.find((m) => m.name === 'Carlos Mendoza') as WallOfFameMember;
    expect(section('inner_circle')).toContain(`<time datetime="${carlos.joinedDate}">Mar 4, 2023</time>`);
  });

  it('invites the first member to join while the wall is empty', async () => {
    const empty = await build();
    const page = (await empty.inject({ url: '/wall-of-fame' })).body;
    expect(page).toContain('The wall is waiting for its first members.');
    expect(page).toMatch(/<a href="\/join"[^>]*>Join the Club<\/a>/);
    expect(page).not.toContain('aria-labelledby="tier-');
  });
});
