import { onChange } from '../../db/changes.ts';
import { clearLocaleCache } from './locale.service.ts';

// Which locales are offered, and the default, are saved with the portal's settings.
onChange('config', clearLocaleCache);
