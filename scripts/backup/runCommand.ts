/**
 * Runs a command-line tool: a refusal of one of the `expected` kinds prints its message alone
 * and exits with 1; anything else is a fault, printed with its stack.
 */
export const runCommand = async (
  work: () => Promise<void>,
  expected: (abstract new (...args: never[]) => Error)[],
) => {
  try {
    await work();
  } catch (error) {
    const isUsage = String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    if (isUsage || expected.some((kind) => error instanceof kind))
      console.error((error as Error).message);
    else console.error(error);
    process.exitCode = 1;
  }
};
