import type { TierId } from '../../../shared/constants';

/** Tier colours (DESIGN.md): Free Member white/muted, Premium Fan purple, Inner Circle gold. */
export const tierTextClass: Record<TierId, string> = {
  free: 'text-text',
  premium: 'text-purple',
  inner_circle: 'text-gold',
};

/** The same colours as a low-opacity frame, for the tier's cards and its count. */
export const tierFrameClass: Record<TierId, string> = {
  free: 'border-white/15',
  premium: 'border-purple/35',
  inner_circle: 'border-gold/40 shadow-glow-gold',
};

/** A ring around a member's initials, in the tier's colour. */
export const tierRingClass: Record<TierId, string> = {
  free: 'border-white/40 text-text',
  premium: 'border-purple text-purple',
  inner_circle: 'border-gold text-gold',
};
