import { formatDollars } from '../../../shared/money';
import { firstWithOverflow, type Product } from '../../../shared/store';
import { uploadedImage } from '../../../shared/uploaded-image';

const FALLBACK_IMAGE = '/images/product-fallback.svg';
const MAX_SIZES = 4;
const MAX_COLOURS = 3;

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const badges = [
    product.bestseller && { label: 'Bestseller', className: 'bg-gold text-bg' },
    product.memberOnly && { label: 'Members Only', className: 'bg-purple text-bg' },
    product.newItem && { label: 'New', className: 'bg-teal text-bg' },
  ].filter(Boolean) as { label: string; className: string }[];
  const onSale = product.originalPrice != null && product.originalPrice > product.price;
  const uploaded = product.images[0] ? uploadedImage(product.images[0]) : null;
  return (
    // Focusable by script only: "Show more" moves the focus to the first product it added.
    <article
      tabIndex={-1}
      aria-label={product.name}
      className="group flex flex-col overflow-hidden rounded-2xl border border-white/10 bg-surface transition hover:border-cyan/40 hover:shadow-glow-cyan"
    >
      <div className="relative aspect-square bg-surface-2">
        <img
          src={product.images[0] ?? FALLBACK_IMAGE}
          // An uploaded picture comes with smaller WebP copies: phones take the 400 px one.
          srcSet={uploaded?.srcSet}
          sizes={uploaded ? '(min-width: 1280px) 300px, (min-width: 640px) 33vw, 50vw' : undefined}
          alt={product.name}
          width={uploaded?.width ?? 800}
          height={uploaded?.height ?? 800}
          loading={eager ? 'eager' : 'lazy'}
          className="size-full object-cover"
        />
        {badges.length > 0 && (
          <ul aria-label="Highlights" className="absolute top-2 left-2 flex flex-wrap gap-1">
            {badges.map((badge) => (
              <li
                key={badge.label}
                className={`rounded-full px-2 py-0.5 text-xs font-bold ${badge.className}`}
              >
                {badge.label}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <p className="text-xs tracking-wide text-muted uppercase">{product.category}</p>
        <h3 className="mt-1 line-clamp-2 font-semibold">{product.name}</h3>
        {product.description && (
          <p className="mt-1 line-clamp-2 hidden text-sm text-muted sm:block">{product.description}</p>
        )}
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
          <span className="font-display text-2xl text-gold">{formatDollars(product.price)}</span>
          {onSale && (
            <s className="text-sm text-muted">
              <span className="sr-only">was </span>
              {formatDollars(product.originalPrice as number)}
            </s>
          )}
        </p>
        <div className="mt-auto grid gap-1.5 pt-3">
          <Options label="Sizes" values={product.sizes} max={MAX_SIZES} />
          <Options label="Colours" values={product.colors} max={MAX_COLOURS} />
        </div>
      </div>
    </article>
  );
}

/** Sizes or colours as small chips, the rest counted as "+N". */
function Options({ label, values, max }: { label: string; values: string[]; max: number }) {
  if (values.length === 0) return null;
  const { shown, more } = firstWithOverflow(values, max);
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1">
      {shown.map((value) => (
        <li key={value} className="rounded-md border border-white/15 px-1.5 py-0.5 text-[11px] text-muted">
          {value}
        </li>
      ))}
      {more > 0 && (
        <li className="rounded-md bg-white/10 px-1.5 py-0.5 text-[11px] font-semibold text-text">
          {`+${more}`}
          <span className="sr-only">{` more ${label.toLowerCase()}`}</span>
        </li>
      )}
    </ul>
  );
}
