import { PageHeader } from '../components/layout/page-header';
import { ProductCard } from '../features/store/product-card';
import { useProducts } from '../features/store/use-products';

export default function StorePage() {
  const { data: products = [] } = useProducts();
  return (
    <>
      <PageHeader title="Official Store">
        Gear up in official MESC apparel, drinkware and collectibles.
      </PageHeader>
      <div className="mx-auto grid max-w-[1280px] grid-cols-2 gap-4 px-4 sm:gap-6 sm:px-6 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product, index) => (
          <ProductCard key={product.id} product={product} eager={index < 4} />
        ))}
      </div>
    </>
  );
}
