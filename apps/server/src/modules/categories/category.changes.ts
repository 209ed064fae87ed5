import { onChange } from '../../db/changes.ts';
import { clearCategoryCache } from './category.service.ts';

// Written categories leave the cached tree behind.
onChange('categories', clearCategoryCache);
