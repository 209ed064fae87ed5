import { loadConfig } from './config.ts';
import { keepHeapSmall } from './lib/small-heap.ts';

// Run by main.ts before the server's modules load (see keepHeapSmall).
if (loadConfig().lowMemory) keepHeapSmall();
