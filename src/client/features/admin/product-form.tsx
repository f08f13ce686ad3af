import { X } from 'lucide-react';
import { useState } from 'react';
import { STORE_CATEGORIES } from '../../../shared/constants';
import { type Product, parseProductForm } from '../../../shared/store';
import { MAX_PRODUCT_IMAGES, MAX_UPLOAD_BYTES } from '../../../shared/uploads';
import { buttonClass } from '../../components/ui/button-styles';
import { TextField } from '../../components/ui/text-field';
import { serverMessage } from '../../lib/api-request';
import { AdminImage } from './admin-image';
import { CheckboxField, SelectField, TextAreaField } from './form-controls';
import { FormDialog } from './form-dialog';
import { fieldErrors, reportFailure, textOf, toastSuccess } from './form-feedback';
import { ObjectUploader } from './uploader/object-uploader';
import { useSaveProduct } from './use-admin-products';

const dollars = (cents: number | null | undefined) => (cents == null ? '' : (cents / 100).toFixed(2));

/** The product form (spec §5): create mode without a product, edit mode with one. */
export function ProductForm({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const save = useSaveProduct();
  const [images, setImages] = useState<string[]>(product?.images ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const room = MAX_PRODUCT_IMAGES - images.length;

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
      <fieldset className="grid gap-3">
        <legend className="mb-1.5 text-sm font-medium">
          Images ({images.length}/{MAX_PRODUCT_IMAGES})
        </legend>
        {images.length > 0 && (
          <ul aria-label="Product images" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {images.map((src, index) => (
              <li key={src} className="relative">
                <AdminImage
                  src={src}
                  alt={`Image ${index + 1}`}
                  sizes="120px"
                  className="aspect-square w-full rounded-lg object-cover"
                />
                <button
                  type="button"
                  onClick={() => setImages((list) => list.filter((s) => s !== src))}
                  aria-label={`Remove image ${index + 1}`}
                  className="absolute top-1 right-1 rounded-full bg-bg/90 p-1 text-text hover:text-red"
                >
                  <X size={14} aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        {errors.images && <p className="text-sm text-red">{errors.images}</p>}
        {room > 0 && (
          <ObjectUploader
            options={{
              id: 'product-images',
              kind: 'image',
              maxNumberOfFiles: room,
              maxFileSize: MAX_UPLOAD_BYTES,
              allowedFileTypes: ['image/*'],
            }}
            label="Upload Images"
            note={`Images only, up to ${room} file${room === 1 ? '' : 's'}, 10 MB each`}
            className={`${buttonClass('secondary')} w-fit`}
            onUploaded={(files) => {
              setImages((list) => [...list, ...files.map((f) => f.objectPath)].slice(0, MAX_PRODUCT_IMAGES));
              const n = files.length;
              toastSuccess('Images uploaded', `${n} image${n === 1 ? '' : 's'} uploaded successfully`);
            }}
          />
        )}
      </fieldset>
    </FormDialog>
  );
}
