// Event category colours (DESIGN.md): NBA pink, NFL teal, UFC red, Poker purple, Dominoes gold,
// VIP cyan. Text on a neon fill is dark.
const styles: Record<string, string> = {
  NBA: 'bg-pink text-bg',
  NFL: 'bg-teal text-bg',
  UFC: 'bg-red text-bg',
  Poker: 'bg-purple text-bg',
  Dominoes: 'bg-gold text-bg',
  VIP: 'bg-cyan text-bg',
};

export function categoryStyle(category: string): string {
  return styles[category] ?? 'bg-white/90 text-bg';
}

const dots: Record<string, string> = {
  NBA: 'bg-pink',
  NFL: 'bg-teal',
  UFC: 'bg-red',
  Poker: 'bg-purple',
  Dominoes: 'bg-gold',
  VIP: 'bg-cyan',
};

export function categoryDot(category: string): string {
  return dots[category] ?? 'bg-white';
}
