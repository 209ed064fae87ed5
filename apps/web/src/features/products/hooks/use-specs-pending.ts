import type { Product } from '@vitrine/contract';
import { useAttributeSet } from '../api/get-attribute-set';
import { useAttributeIndex } from './use-attribute-index';

/** Whether a product's specifications still wait for the attributes or its attribute set. */
export function useSpecsPending(product: Pick<Product, 'attribute_set'>): boolean {
  const attributes = useAttributeIndex();
  const attributeSet = useAttributeSet(product.attribute_set);
  return attributes.query.isPending || (product.attribute_set !== null && attributeSet.isPending);
}
