import { onChange } from '../../db/changes.ts';
import { refreshCounts, refreshProductWords } from './product-index.repository.ts';

// Written products leave the category counts and the search vocabulary behind.
onChange('products', refreshCounts, refreshProductWords);
