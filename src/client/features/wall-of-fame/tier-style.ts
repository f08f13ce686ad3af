import type { TierId } from '../../../shared/constants';

/** Tier colours (DESIGN.md): Free Member white/muted, Premium Fan purple, Inner Circle gold. */
export const tierTextClass: Record<TierId, string> = {
  free: 'text-text',
  premium: 'text-purple',
  inner_circle: 'text-gold',
};
