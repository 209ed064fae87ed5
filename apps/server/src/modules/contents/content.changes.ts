import { onChange } from '../../db/changes.ts';
import { refreshContentSearch } from './content.repository.ts';

// Written articles leave the search rows behind.
onChange('contents', refreshContentSearch);
