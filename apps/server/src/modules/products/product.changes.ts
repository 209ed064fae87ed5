import { onChange } from '../../db/changes.ts';
import { countSeenProductsWith } from '../categories/index.ts';
import { countListedProducts, refreshCounts, refreshProductWords } from './product-index.repository.ts';

// Written products leave the category counts and the search vocabulary behind.
onChange('products', refreshCounts, refreshProductWords);
// The category tree counts what a group that hides some categories sees with this area's rows.
countSeenProductsWith(countListedProducts);
