import { useState } from 'react';
import { STORE_CATEGORIES } from '../../../../shared/constants';
import { centsToDollarInput } from '../../../../shared/money';
import type { Product } from '../../../../shared/store';
import { type ProductFormValues, parseProductForm } from '../../../../shared/store-schema';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { texts } from '../../../lib/use-zod-form';
import { CheckboxField, PriceField } from '../form-controls';
import { FormDialog, useAdminForm } from '../form-dialog';
import { useSaveProduct } from './api';
import { ProductImagesField } from './product-images-field';

const TEXTS = ['name', 'description', 'price', 'originalPrice', 'category', 'sizes', 'colors'] as const;

/** The product form: create mode without a product, edit mode with one. */
export function ProductForm({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const [images, setImages] = useState<string[]>(product?.images ?? []);
  const form = useAdminForm({
    schema: { safeParse: parseProductForm },
    values: (data): ProductFormValues => ({
      ...texts(data, TEXTS),
      images,
      bestseller: data.has('bestseller'),
      memberOnly: data.has('memberOnly'),
      newItem: data.has('newItem'),
    }),
    save: useSaveProduct(),
    id: product?.id,
    saved: product
      ? ['Product updated', 'The product has been updated successfully']
      : ['Product created', 'The product has been created successfully'],
    // The server's message when it gave one, else "Failed to save product".
    failed: (serverMessage) => serverMessage ?? 'Failed to save product',
    onClose,
  });
  const { field } = form;

  return (
    <FormDialog
      form={form}
      title={product ? 'Edit Product' : 'Add New Product'}
      description="Prices in dollars; sizes and colours separated by commas."
      submitLabel={product ? 'Update Product' : 'Create Product'}
    >
      <TextField label="Name" {...field('name')} defaultValue={product?.name} required />
      <TextAreaField
        label="Description (optional)"
        {...field('description')}
        defaultValue={product?.description ?? ''}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PriceField
          label="Price ($)"
          {...field('price')}
          defaultValue={centsToDollarInput(product?.price)}
          required
        />
        <PriceField
          label="Was price ($, optional)"
          {...field('originalPrice')}
          defaultValue={centsToDollarInput(product?.originalPrice)}
        />
      </div>
      <SelectField
        label="Category"
        {...field('category')}
        options={STORE_CATEGORIES}
        defaultValue={product?.category ?? 'Apparel'}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Sizes"
          {...field('sizes')}
          placeholder="S, M, L, XL"
          defaultValue={product?.sizes.join(', ')}
        />
        <TextField
          label="Colors"
          {...field('colors')}
          placeholder="Black, Pink"
          defaultValue={product?.colors.join(', ')}
        />
      </div>
      <fieldset className="grid gap-2 sm:grid-cols-3">
        <legend className="mb-1.5 text-sm font-medium">Highlights</legend>
        <CheckboxField label="Bestseller" name="bestseller" defaultChecked={product?.bestseller} />
        <CheckboxField label="Members Only" name="memberOnly" defaultChecked={product?.memberOnly} />
        <CheckboxField label="New" name="newItem" defaultChecked={product?.newItem} />
      </fieldset>
      <ProductImagesField images={images} onChange={setImages} error={form.errors.images} />
    </FormDialog>
  );
}
