// The low-memory mode's heap setting comes first: V8's young generation grows as soon as the
// server's modules load, so they are loaded only after it (ES imports are all loaded before any runs).
import './small-heap-start.ts';

await import('./serve.ts');
