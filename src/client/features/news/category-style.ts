// News badge colours: NBA pink, MLS blue, NFL teal, NHL gold, MLB purple, NCAA gold,
// SPORTS and anything else white. Text on a neon fill is dark (DESIGN.md).
const styles: Record<string, string> = {
  NBA: 'bg-pink text-bg',
  MLS: 'bg-blue text-bg',
  NFL: 'bg-teal text-bg',
  NHL: 'bg-gold text-bg',
  MLB: 'bg-purple text-bg',
  NCAA: 'bg-gold text-bg',
};

export function newsCategoryStyle(category: string): string {
  return styles[category.toUpperCase()] ?? 'bg-white text-bg';
}
