import { config } from 'zod';

// The page's CSP forbids eval: zod must not probe for its compiled fast path (the probe is blocked
// and reported as a violation). The contract's schemas come with the app's calls on every page, so
// this runs before anything is parsed; interpreted checks are plenty in a browser.
config({ jitless: true });
