import { useState } from 'react';
import { STORE_CATEGORIES } from '../../../shared/constants';
import type { Product } from '../../../shared/store';
import { parseProductForm } from '../../../shared/store-schema';
import { TextField } from '../../components/ui/text-field';
import { serverMessage } from '../../lib/api-request';
import { useSaveProduct } from './api';
import { CheckboxField, SelectField, TextAreaField } from './form-controls';
import { FormDialog } from './form-dialog';
import { fieldErrors, reportFailure, textOf, toastSuccess } from './form-feedback';
import { ProductImagesField } from './product-images-field';

const dollars = (cents: number | null | undefined) => (cents == null ? '' : (cents / 100).toFixed(2));

/** The product form (spec §5): create mode without a product, edit mode with one. */
export function ProductForm({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const save = useSaveProduct();
  const [images, setImages] = useState<string[]>(product?.images ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const parsed = parseProductForm({
      name: textOf(data, 'name'),
      description: textOf(data, 'description'),
      price: textOf(data, 'price'),
      originalPrice: textOf(data, 'originalPrice'),
      category: textOf(data, 'category'),
      images,
      sizes: textOf(data, 'sizes'),
      colors: textOf(data, 'colors'),
      bestseller: data.has('bestseller'),
      memberOnly: data.has('memberOnly'),
      newItem: data.has('newItem'),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setFailure(null);
    save.mutate(
      { id: product?.id, input: parsed.data },
      {
        onSuccess: () => {
          toastSuccess(
            product ? 'Product updated' : 'Product created',
            `The product has been ${product ? 'updated' : 'created'} successfully`,
          );
          onClose();
        },
        // Spec §8: the server's message when it gave one, else "Failed to save product".
        onError: (error) =>
          setFailure(reportFailure(error, serverMessage(error) ?? 'Failed to save product')),
      },
    );
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={product ? 'Edit Product' : 'Add New Product'}
      description="Prices in dollars; sizes and colours separated by commas."
      pending={save.isPending}
      failure={failure}
      submitLabel={product ? 'Update Product' : 'Create Product'}
      onSubmit={submit}
    >
      <TextField label="Name" name="name" defaultValue={product?.name} error={errors.name} required />
      <TextAreaField
        label="Description (optional)"
        name="description"
        defaultValue={product?.description ?? ''}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Price ($)"
          name="price"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          defaultValue={dollars(product?.price)}
          error={errors.price}
          required
        />
        <TextField
          label="Was price ($, optional)"
          name="originalPrice"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          defaultValue={dollars(product?.originalPrice)}
          error={errors.originalPrice}
        />
      </div>
      <SelectField
        label="Category"
        name="category"
        options={STORE_CATEGORIES}
        defaultValue={product?.category ?? 'Apparel'}
        error={errors.category}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Sizes"
          name="sizes"
          placeholder="S, M, L, XL"
          defaultValue={product?.sizes.join(', ')}
          error={errors.sizes}
        />
        <TextField
          label="Colors"
          name="colors"
          placeholder="Black, Pink"
          defaultValue={product?.colors.join(', ')}
          error={errors.colors}
        />
      </div>
      <fieldset className="grid gap-2 sm:grid-cols-3">
        <legend className="mb-1.5 text-sm font-medium">Highlights</legend>
        <CheckboxField label="Bestseller" name="bestseller" defaultChecked={product?.bestseller} />
        <CheckboxField label="Members Only" name="memberOnly" defaultChecked={product?.memberOnly} />
        <CheckboxField label="New" name="newItem" defaultChecked={product?.newItem} />
      </fieldset>
      <ProductImagesField images={images} onChange={setImages} error={errors.images} />
    </FormDialog>
  );
}
