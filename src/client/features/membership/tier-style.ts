import type { TierColour } from '../../../shared/membership-tiers';

// Tier colours (DESIGN.md): Free Member white/muted, Premium Fan purple, Inner Circle gold. Text on
// a neon fill is dark.

interface TierStyle {
  text: string;
  frame: string;
  button: string;
  check: string;
}

const button =
  'inline-flex w-full items-center justify-center gap-2 rounded-full px-7 py-3.5 text-base font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';

export const tierStyle: Record<TierColour, TierStyle> = {
  white: {
    text: 'text-text',
    frame: 'border-white/15 hover:border-white/30',
    button: `${button} border border-white/40 text-text hover:bg-white/5`,
    check: 'text-teal',
  },
  purple: {
    text: 'text-purple',
    frame: 'border-purple/60 shadow-[0_0_32px_rgb(180_107_255/0.25)] hover:border-purple',
    button: `${button} bg-purple text-bg shadow-[0_0_18px_rgb(180_107_255/0.45)] hover:bg-[#c48bff]`,
    check: 'text-purple',
  },
  gold: {
    text: 'text-gold',
    frame: 'border-gold/40 hover:border-gold/80 hover:shadow-glow-gold',
    button: `${button} bg-gold text-bg shadow-glow-gold hover:bg-[#ffdd6b]`,
    check: 'text-gold',
  },
};
