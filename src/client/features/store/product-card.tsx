import { formatDollars } from '../../../shared/money';
import type { Product } from '../../../shared/store';

const FALLBACK_IMAGE = '/images/product-fallback.svg';

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const badges = [
    product.bestseller && { label: 'Bestseller', className: 'bg-gold text-bg' },
    product.memberOnly && { label: 'Members Only', className: 'bg-purple text-bg' },
    product.newItem && { label: 'New', className: 'bg-teal text-bg' },
  ].filter(Boolean) as { label: string; className: string }[];
  return (
    <article className="overflow-hidden rounded-2xl border border-white/10 bg-surface transition hover:border-cyan/40">
      <div className="relative aspect-square bg-surface-2">
        <img
          src={product.images[0] ?? FALLBACK_IMAGE}
          alt={product.name}
          width={800}
          height={800}
          loading={eager ? 'eager' : 'lazy'}
          className="size-full object-cover"
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          {badges.map((badge) => (
            <span
              key={badge.label}
              className={`rounded-full px-2 py-0.5 text-xs font-bold ${badge.className}`}
            >
              {badge.label}
            </span>
          ))}
        </div>
      </div>
      <div className="p-4">
        <p className="text-xs tracking-wide text-muted uppercase">{product.category}</p>
        <h3 className="mt-1 line-clamp-2 font-semibold">{product.name}</h3>
        <p className="mt-2 flex items-baseline gap-2">
          <span className="font-display text-2xl text-gold">{formatDollars(product.price)}</span>
          {product.originalPrice != null && product.originalPrice > product.price && (
            <s className="text-sm text-muted">{formatDollars(product.originalPrice)}</s>
          )}
        </p>
      </div>
    </article>
  );
}
