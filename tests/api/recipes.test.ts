import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runTestsIn, type CopyTestRun } from './support/copyTests';
import { applyOrderAmountRecipe, TIP_TEST_FILE, TIP_TEST_NAME } from './support/orderAmountRecipe';
import { copyProject, runIn, type CommandResult } from './support/projectCopy';
import {
  applyResourceRecipe,
  RESOURCE_TEST_FILES,
  RESOURCE_TEST_NAME,
} from './support/resourceRecipe';

/** What the tip recipe may ask a maintainer to edit by hand (issue 26: at most 15 files). */
const MOST_HAND_EDITED_FILES = 15;

/** A recipe's application: what it answered, or why it could not be applied as documented. */
type Applied<T> = { result: T; error?: undefined } | { result?: undefined; error: unknown };
const apply = async <T>(recipe: () => Promise<T>): Promise<Applied<T>> => {
  try {
    return { result: await recipe() };
  } catch (error) {
    return { error };
  }
};
/** The recipe's answer, or its own failure, so that the test of each recipe reports its own. */
const resultOf = <T>(applied: Applied<T>): T => {
  if (applied.error !== undefined) throw applied.error;
  return applied.result!;
};

/** Both recipes touch different files: one copy, one type check and one run of their tests. */
let copy: string | undefined;
let resource: Applied<Awaited<ReturnType<typeof applyResourceRecipe>>>;
let tip: Applied<Awaited<ReturnType<typeof applyOrderAmountRecipe>>>;
let typecheck: CommandResult;
let tests: CopyTestRun;

beforeAll(async () => {
  copy = copyProject();
  // In turn, so that each migration holds its own recipe's change.
  resource = await apply(() => applyResourceRecipe(copy!));
  tip = await apply(() => applyOrderAmountRecipe(copy!));
  [typecheck, tests] = await Promise.all([
    runIn(copy, 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
    runTestsIn(copy, [...RESOURCE_TEST_FILES, TIP_TEST_FILE], [RESOURCE_TEST_NAME, TIP_TEST_NAME]),
  ]);
}, 1_800_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('a plain resource added by the documented recipe type-checks, gets its routes and passes the generated API tests', () => {
  const { migration } = resultOf(resource);
  expect(migration.ok, migration.output).toBe(true);
  expect(migration.sql, migration.output).toContain('CREATE TABLE "product_brands"');
  expect(typecheck.ok, typecheck.output).toBe(true);
  expect(tests.failedOutsideFiles, tests.output).toBe(false);
  // Each generated suite ran for the new resource, none was skipped.
  for (const file of RESOURCE_TEST_FILES) {
    const outcome = tests.files.get(file);
    expect(outcome, `${file} did not run\n${tests.output}`).toMatchObject({
      status: 'passed',
      failed: 0,
    });
    expect(outcome!.passed, `${file} ran no ${RESOURCE_TEST_NAME} test`).toBeGreaterThan(0);
  }
  const passed = RESOURCE_TEST_FILES.reduce((sum, file) => sum + tests.files.get(file)!.passed, 0);
  expect(passed, tests.output).toBeGreaterThan(10);
});

test('a tip added by the documented recipe touches at most 15 files, type-checks and is in every total', () => {
  const { edited, migration } = resultOf(tip);
  expect(edited.size).toBeLessThanOrEqual(MOST_HAND_EDITED_FILES);
  expect(migration.ok, migration.output).toBe(true);
  // Carts and orders each get the column.
  expect(migration.sql.match(/ADD COLUMN "tip"/g), migration.output).toHaveLength(2);
  expect(typecheck.ok, typecheck.output).toBe(true);
  expect(tests.failedOutsideFiles, tests.output).toBe(false);
  // The proof, run as a test of the copy: cart, order, receipt and sales report.
  expect(tests.files.get(TIP_TEST_FILE), tests.output).toMatchObject({
    status: 'passed',
    passed: 1,
    failed: 0,
  });
});
