import { onChange } from '../../db/changes.ts';
import { clearAttributeCache } from './attribute.service.ts';

// Written attributes, options and sets leave the cached index behind.
onChange('attributes', clearAttributeCache);
