const isSystemError = (error: unknown) =>
  typeof (error as NodeJS.ErrnoException | undefined)?.syscall === 'string';

/**
 * Runs a command-line tool: a refusal of one of the `expected` kinds or of the system prints its
 * message alone, words it does not know print `usage` too, and all exit with 1; anything else is
 * a fault, printed with its stack.
 */
export const runCommand = async (
  usage: string,
  work: () => Promise<void>,
  expected: (abstract new (...args: never[]) => Error)[],
) => {
  try {
    await work();
  } catch (error) {
    if (String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS'))
      console.error(`${(error as Error).message}\n${usage}`);
    // A file system's refusal (no space, no permission) names the path: the message says it all.
    else if (expected.some((kind) => error instanceof kind) || isSystemError(error))
      console.error((error as Error).message);
    else console.error(error);
    process.exitCode = 1;
  }
};

/**
 * Where the operator typed the command: npm runs scripts in the project's folder and says where
 * it was called from in INIT_CWD, so `--out backup.tar.gz` lands where one expects.
 */
export const operatorFolder = () => process.env.INIT_CWD ?? process.cwd();
