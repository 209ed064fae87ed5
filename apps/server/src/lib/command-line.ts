import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

const HELP = { help: { type: 'boolean', short: 'h', default: false } } as const;

/**
 * The command-line tools' shared start: options parsed strictly, `--help` prints `usage` and ends
 * with 0, a bad option or a failed `check` prints the message and `usage` and ends with 2.
 */
export function readCommandLine<T extends ParseArgsOptionsConfig>(
  usage: string,
  options: T,
  check: (positionals: string[]) => string | undefined = () => undefined,
) {
  const fail = (message: string): never => {
    console.error(message);
    console.error(usage);
    process.exit(2);
  };
  let parsed;
  try {
    parsed = parseArgs({
      options: { ...options, ...HELP } as T & typeof HELP,
      allowPositionals: true,
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  const problem = check(parsed.positionals);
  if (problem) fail(problem);
  return {
    values: parsed.values,
    positionals: parsed.positionals,
    /** Ends the tool with a usage error. */
    fail,
  };
}
