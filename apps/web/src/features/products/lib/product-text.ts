// The rules live in the contract: the server's first screen names and links products the same way.
export { parseProductId, productName, productSlug, stripTags } from '@vitrine/contract/product-text';
