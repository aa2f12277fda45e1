import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { runIn, type CommandResult } from './projectCopy';

/** What one test file did in a copy's run. */
export interface FileOutcome {
  status: string;
  passed: number;
  failed: number;
}

export interface CopyTestRun extends CommandResult {
  /** Each test file's outcome, by its path in the copy; a file missing from it never ran. */
  files: Map<string, FileOutcome>;
  /** The run failed while every file passed (a setup or an unhandled error): no recipe to blame. */
  failedOutsideFiles: boolean;
}

/** The slice of vitest's JSON report read here. */
interface JsonReport {
  testResults: { name: string; status: string; assertionResults: { status: string }[] }[];
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Runs the api project's `files` in a copy, only the tests whose names hold one of `names`, in
 * one vitest run (one start-up, one migrated template), answering with each file's outcome so
 * that every recipe judges only its own tests.
 */
export const runTestsIn = async (
  copy: string,
  files: string[],
  names: string[],
): Promise<CopyTestRun> => {
  const reportPath = path.join(copy, 'recipe-tests.json');
  const run = await runIn(copy, 'npx', [
    'vitest',
    'run',
    '--project',
    'api',
    ...files,
    '-t',
    names.map(escapeForPattern).join('|'),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportPath}`,
  ]);
  const report: JsonReport = existsSync(reportPath)
    ? JSON.parse(readFileSync(reportPath, 'utf8'))
    : { testResults: [] };
  const outcomes = new Map<string, FileOutcome>(
    report.testResults.map(({ name, status, assertionResults }) => [
      path.relative(realpathSync(copy), name),
      {
        status,
        passed: assertionResults.filter((test) => test.status === 'passed').length,
        failed: assertionResults.filter((test) => test.status === 'failed').length,
      },
    ]),
  );
  const everyFilePassed = [...outcomes.values()].every((outcome) => outcome.status === 'passed');
  return { ...run, files: outcomes, failedOutsideFiles: !run.ok && everyFilePassed };
};
