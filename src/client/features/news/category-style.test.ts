import { describe, expect, it } from 'vitest';
import { newsCategoryStyle } from './category-style';

describe('news badge colours', () => {
  it('gives each league its colour, with dark text on the neon fill', () => {
    expect(newsCategoryStyle('NBA')).toBe('bg-pink text-bg');
    expect(newsCategoryStyle('MLS')).toBe('bg-blue text-bg');
    expect(newsCategoryStyle('NFL')).toBe('bg-teal text-bg');
    expect(newsCategoryStyle('NHL')).toBe('bg-gold text-bg');
    expect(newsCategoryStyle('MLB')).toBe('bg-purple text-bg');
    expect(newsCategoryStyle('NCAA')).toBe('bg-gold text-bg');
  });

  it('shows general sports and any other category in white', () => {
    expect(newsCategoryStyle('SPORTS')).toBe('bg-white text-bg');
    expect(newsCategoryStyle('UFC')).toBe('bg-white text-bg');
  });

  it('does not mind the letter case a feed was configured with', () => {
    expect(newsCategoryStyle('nba')).toBe('bg-pink text-bg');
  });
});
