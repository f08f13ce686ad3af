import { buttonBase, buttonClass, buttonSizes } from './button-styles';

// The member area's own buttons, beside the site's (components/ui/button-styles.ts): kept here so
// the pages every visitor loads do not carry them. Text on the red fill is dark (DESIGN.md).

const colours = {
  /** Something that cannot be undone, once asked (deleting the account). */
  danger: 'bg-red text-bg hover:bg-[#ff6b79]',
  /** A lesser action among cards (giving a seat back, signing out everywhere). */
  quiet: 'border border-white/25 text-text hover:border-white/50 hover:bg-white/5',
  /** The first step towards something that ends (a membership, an account): it asks first. */
  'danger-outline': 'border border-red/60 text-red hover:bg-red/10',
};

export type AccountButton = Parameters<typeof buttonClass>[0] | keyof typeof colours;

export function accountButtonClass(variant: AccountButton): string {
  return variant && variant in colours
    ? `${buttonBase} ${colours[variant as keyof typeof colours]} ${buttonSizes.md}`
    : buttonClass(variant as Parameters<typeof buttonClass>[0]);
}
