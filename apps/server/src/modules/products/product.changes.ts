import { onChange } from '../../db/changes.ts';
import { countSeenProductsWith } from '../categories/index.ts';
import { sideBySide } from '../../lib/side-by-side.ts';
import { countListedProducts, refreshCounts, refreshProductWords } from './product-index.repository.ts';

// Written products leave the category counts and the search vocabulary behind: redone side by side,
// each on a connection of its own where there are two (neither reads what the other writes).
onChange('products', (db, since) => sideBySide(refreshCounts(db), refreshProductWords(db, since)));
// The category tree counts what a group that hides some categories sees with this area's rows.
countSeenProductsWith(countListedProducts);
