import { SearchX, Shirt } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';

/**
 * What the grid shows when it has nothing: either the store is empty, or the visitor's search
 * and category leave nothing, in which case one button brings every product back.
 */
export function StoreEmptyState({ onClear }: { onClear?: () => void }) {
  const Icon = onClear ? SearchX : Shirt;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-dashed border-white/15 bg-surface/60 px-6 py-14 text-center">
      <Icon aria-hidden size={48} className="text-cyan" />
      <h2 className="mt-5 font-display text-4xl tracking-wide">
        {onClear ? 'No gear matches that' : 'New gear is on its way'}
      </h2>
      <p className="mt-3 text-muted">
        {onClear
          ? 'Try another word or category, or see the whole collection.'
          : 'The shelves are being restocked. Check back soon.'}
      </p>
      {onClear && (
        <button type="button" onClick={onClear} className={`${buttonClass('secondary')} mt-8`}>
          Clear filters
        </button>
      )}
    </div>
  );
}
