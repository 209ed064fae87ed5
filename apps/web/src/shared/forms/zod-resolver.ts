import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod';

// The page's CSP forbids eval: zod must not probe for its compiled fast path (the probe is blocked
// and reported as a violation); interpreted checks are plenty for forms.
config({ jitless: true });

/** react-hook-form's zod resolver, with zod set up for this page. Every form takes it from here. */
export { zodResolver };
