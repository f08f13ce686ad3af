import type { ReactNode } from 'react';
import type { Page } from '../../../../shared/admin-lists';
import { formatDollars } from '../../../../shared/money';
import type { Product } from '../../../../shared/store';
import { AdminListTab } from '../admin-list-tab';
import { AdminImage } from '../uploads/admin-image';
import { adminProductsQuery, deleteProductMutation } from './api';
import { ProductForm } from './product-form';

// The store's products in its own order, a page at a time, searched on the server.
export function ProductsTab() {
  return (
    <AdminListTab
      name="products"
      title="Store Products"
      description="What the store shows, in the order it shows it."
      addLabel="Add New Product"
      paged={{ query: adminProductsQuery, items: (page: Page<Product>) => page.items }}
      loading="Loading products..."
      failure="Failed to fetch products"
      empty="No products yet. Add your first product!"
      search={{
        label: 'Search products',
        noun: 'products',
      }}
      listLabel="Products"
      itemName={(product) => product.name}
      card={(product, actions) => <ProductCard product={product} actions={actions} />}
      deletion={(product) => ({
        title: 'Delete this product?',
        description: `“${product.name}” will disappear from the store. This cannot be undone.`,
        confirmLabel: 'Delete Product',
        done: ['Product deleted', 'The product has been deleted successfully'],
        failure: 'Failed to delete product',
      })}
      remove={deleteProductMutation}
      form={(product, onClose) => <ProductForm product={product} onClose={onClose} />}
    />
  );
}

function ProductCard({ product, actions }: { product: Product; actions: ReactNode }) {
  const badges = [
    product.bestseller && ['Bestseller', 'bg-gold text-bg'],
    product.memberOnly && ['Members Only', 'bg-purple text-bg'],
    product.newItem && ['New', 'bg-teal text-bg'],
  ].filter(Boolean) as [string, string][];
  return (
    // A phone lists products as rows with a thumbnail; wider screens show cards.
    <article className="flex h-full overflow-hidden rounded-2xl border border-white/10 bg-surface transition hover:border-cyan/40 sm:flex-col">
      <AdminImage
        src={product.images[0]}
        alt={product.name}
        sizes="(min-width: 640px) 400px, 112px"
        className="aspect-square w-28 shrink-0 object-cover sm:aspect-[4/3] sm:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <div className="flex flex-col gap-x-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="text-xs tracking-wide text-muted uppercase">{product.category}</p>
            <h3 className="mt-0.5 font-semibold sm:text-lg">{product.name}</h3>
          </div>
          <p className="font-display text-2xl text-gold">{formatDollars(product.price)}</p>
        </div>
        {product.description && <p className="mt-1 line-clamp-2 text-sm text-muted">{product.description}</p>}
        {badges.length > 0 && (
          <ul aria-label="Highlights" className="mt-3 flex flex-wrap gap-1.5">
            {badges.map(([label, style]) => (
              <li key={label} className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${style}`}>
                {label}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex gap-2 pt-3 sm:pt-4">{actions}</div>
      </div>
    </article>
  );
}
