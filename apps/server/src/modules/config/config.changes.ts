import { onChange } from '../../db/changes.ts';
import { clearConfigCache } from './config.service.ts';

// Written settings leave the cached configuration behind.
onChange('config', clearConfigCache);
