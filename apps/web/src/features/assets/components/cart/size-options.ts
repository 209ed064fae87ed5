import type { CartItem } from '@vitrine/contract';
import { ASSET_SIZES, BULK_SIZES, IMAGE_TYPES, type ImageType } from '@/shared/cart/cart-item';

export interface Choice<T extends string> {
  value: T;
  /** A translation key, or the text itself for dimensions. */
  label: string;
  translate: boolean;
}

/** Per-asset sizes (spec 9): Source, then the boxes as written. */
export const ITEM_SIZE_CHOICES: Choice<CartItem['size']>[] = ASSET_SIZES.map((size) =>
  size === 'source'
    ? { value: size, label: 'assets.cart.source', translate: true }
    : { value: size, label: size, translate: false },
);

/** Bulk sizes (spec 9), labelled as what they deliver (the spec's "2400x1200" is 2400x2400). */
export const BULK_SIZE_CHOICES: Choice<CartItem['size']>[] = BULK_SIZES.map(({ value, label }) =>
  value === 'source'
    ? { value, label: 'assets.cart.source', translate: true }
    : { value, label, translate: false },
);

/** Types (spec 9): the original, PNG or JPG. */
export const TYPE_CHOICES: Choice<ImageType>[] = IMAGE_TYPES.map((type) =>
  type === 'source'
    ? { value: type, label: 'assets.cart.source', translate: true }
    : { value: type, label: type.toUpperCase(), translate: false },
);
