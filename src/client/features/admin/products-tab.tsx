import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDollars } from '../../../shared/money';
import type { Product } from '../../../shared/store';
import { AdminImage } from './admin-image';
import { DeleteButton, EditButton } from './card-actions';
import { ProductForm } from './product-form';
import { AddButton, CardGrid, TabHeader, TabList } from './tab-states';
import { useDeleteProduct } from './use-admin-products';

// The store's own list (spec §7): the public GET, refreshed after every change here.
const productsQuery = queryOptions<Product[]>({ queryKey: ['/api/store/products'] });

export function ProductsTab() {
  const products = useQuery(productsQuery);
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  return (
    <section aria-labelledby="products-heading">
      <TabHeader
        id="products-heading"
        title="Store Products"
        description="What the store shows, in the order it shows it."
      >
        <AddButton label="Add New Product" onClick={() => setEditing('new')} />
      </TabHeader>
      <TabList
        query={products}
        loading="Loading products..."
        failure="Failed to fetch products"
        empty="No products yet. Add your first product!"
      >
        {(items) => (
          <CardGrid label="Products">
            {items.map((product) => (
              <ProductCard key={product.id} product={product} onEdit={() => setEditing(product)} />
            ))}
          </CardGrid>
        )}
      </TabList>
      {editing && (
        <ProductForm product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}

function ProductCard({ product, onEdit }: { product: Product; onEdit: () => void }) {
  const remove = useDeleteProduct();
  const badges = [
    product.bestseller && ['Bestseller', 'bg-gold text-bg'],
    product.memberOnly && ['Members Only', 'bg-purple text-bg'],
    product.newItem && ['New', 'bg-teal text-bg'],
  ].filter(Boolean) as [string, string][];
  return (
    <li>
      {/* A phone lists products as rows with a thumbnail; wider screens show cards. */}
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
          {product.description && (
            <p className="mt-1 line-clamp-2 text-sm text-muted">{product.description}</p>
          )}
          {badges.length > 0 && (
            <ul aria-label="Highlights" className="mt-3 flex flex-wrap gap-1.5">
              {badges.map(([label, style]) => (
                <li key={label} className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${style}`}>
                  {label}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-auto flex gap-2 pt-3 sm:pt-4">
            <EditButton name={product.name} onClick={onEdit} />
            <DeleteButton
              name={product.name}
              title="Delete this product?"
              description={`“${product.name}” will disappear from the store. This cannot be undone.`}
              confirmLabel="Delete Product"
              remove={() => remove.mutateAsync(product.id)}
              done={['Product deleted', 'The product has been deleted successfully']}
              failure="Failed to delete product"
            />
          </div>
        </div>
      </article>
    </li>
  );
}
