// Class names for buttons and button-like links. Text on a neon fill is dark (DESIGN.md: white on
// pink is only 3.5:1).

type Variant = 'primary' | 'secondary' | 'ghost' | 'gold';
type Size = 'md' | 'lg';

/** The shape every button shares; a feature's own colours go with it (account-buttons.ts). */
export const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';

const variants: Record<Variant, string> = {
  primary: 'bg-pink text-bg shadow-glow-pink hover:bg-[#ff58ab]',
  secondary: 'border border-cyan/70 text-cyan hover:bg-cyan/10 hover:shadow-glow-cyan',
  ghost: 'text-text hover:bg-white/5',
  gold: 'bg-gold text-bg shadow-glow-gold hover:bg-[#ffdd6b]',
};

export const buttonSizes: Record<Size, string> = {
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-7 py-3.5 text-base',
};

export function buttonClass(variant: Variant = 'primary', size: Size = 'md'): string {
  return `${buttonBase} ${variants[variant]} ${buttonSizes[size]}`;
}
