import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import '../zod-setup';

/** react-hook-form's zod resolver, with zod set up for this page. Every form takes it from here. */
export { zodResolver };

type Resolve = (values: FieldValues, context: unknown, options: unknown) => Promise<unknown>;

// Long enough for the page's first screen to settle before a form's checks are fetched and built.
const WARM_AFTER_MS = 1500;

/**
 * A form's resolver whose schema comes from a module loaded apart: building a zod schema is work a
 * phone feels (a profile's three forms took a fifth of its page's start), and nothing is checked
 * before a person types. The schema is fetched once the page has settled, or at the first check if
 * that comes sooner; a failed fetch is tried again at the next check.
 */
export function lazyZodResolver<Values extends FieldValues, Output = Values>(
  load: () => Promise<ZodType<unknown, FieldValues>>,
): Resolver<Values, unknown, Output> {
  let ready: Promise<Resolve> | undefined;
  const prepare = () =>
    (ready ??= load().then(
      (schema) => zodResolver(schema) as unknown as Resolve,
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    ));
  if (typeof window !== 'undefined') {
    const warm = () => void prepare().catch(() => undefined);
    const idle = window.requestIdleCallback?.bind(window);
    setTimeout(() => (idle ? idle(warm, { timeout: WARM_AFTER_MS }) : warm()), WARM_AFTER_MS);
  }
  const resolve: Resolve = (values, context, options) =>
    prepare().then((run) => run(values, context, options));
  return resolve as unknown as Resolver<Values, unknown, Output>;
}
