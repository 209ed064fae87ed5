import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import '../zod-setup';

/** react-hook-form's zod resolver, with zod set up for this page. Every form takes it from here. */
export { zodResolver };

type Resolve = (values: FieldValues, context: unknown, options: unknown) => Promise<unknown>;

/**
 * A form's resolver whose schema comes from a module loaded apart: building a zod schema is work a
 * phone feels (a profile's three forms took a fifth of its page's start), so it is done in a task
 * of its own, not inside the page's. The schema is fetched as soon as the form's module has run,
 * and a check waits for it only if it comes before (a click in the first moments); a failed fetch
 * is tried again at the next check.
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
  if (typeof window !== 'undefined') setTimeout(() => void prepare().catch(() => undefined));
  const resolve: Resolve = (values, context, options) =>
    prepare().then((run) => run(values, context, options));
  return resolve as unknown as Resolver<Values, unknown, Output>;
}
