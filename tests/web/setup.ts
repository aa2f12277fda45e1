import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach } from 'vitest';

// findBy/waitFor wait up to 5 s: a loaded machine renders a react-admin list in more than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

/**
 * What React, react-admin and MUI log through console.error/console.warn during a test is a bug of
 * ours (a wrong prop, an update outside act, a value outside a select's options), so the test
 * fails with it. A test that expects a logged error on purpose spies on the console method itself
 * (`vi.spyOn(console, 'error').mockImplementation(...)`), which stands in for this guard.
 */
const logged: string[] = [];
const guarded = (['error', 'warn'] as const).map((level) => ({ level, original: console[level] }));

/**
 * What may be logged without failing the test, and is not printed either:
 * - the server's refusal that react-admin's data provider logs (outside production) before the
 *   screen shows it: tests fake refusals on purpose and check what the screen says;
 * - React's warning about `uncontrollable` 7, which react-big-calendar wraps its Calendar with:
 *   every build of it in the package (and the copy inlined in react-big-calendar's own bundles)
 *   passes the old transform's `__self` to createElement, and the unwrapped Calendar
 *   (`Calendar.ControlledComponent`) would drop the calendar's own selected-event state.
 * react-admin 5's inputs still hand MUI's TextField the `InputProps` that MUI 9 no longer takes;
 * the app's theme drops them (`src/layout/theme.tsx`), so a test that draws such an input renders
 * it inside that theme, as the app does.
 */
const LIBRARY_WARNINGS = [
  'Your app (or one of its dependencies) is using an outdated JSX transform.',
];
const isExpected = (args: unknown[]) =>
  (args.length === 1 && args[0] instanceof HttpError) ||
  LIBRARY_WARNINGS.some((warning) => format(...args).startsWith(warning));

beforeEach(() => {
  // A browser whose session may be live, as most tests' fake servers answer: the app asks the
  // server for the user (src/auth/sessionHint.ts). A test of a signed-out visit clears it.
  document.cookie = 'saluni_signed_in=1; Path=/';
  logged.length = 0;
  for (const { level, original } of guarded) {
    console[level] = (...args: unknown[]) => {
      if (isExpected(args)) return;
      logged.push(`console.${level}: ${format(...args)}`);
      original(...args);
    };
  }
});

/**
 * Test files share a window (the web project does not isolate them, for speed), so each test
 * leaves it at the address it started from: a followed download link (an export) moves happy-dom
 * to its `blob:` address, which has no origin for the next file's router to build on.
 */
const startAddress = location.href;
const { happyDOM } = window as unknown as { happyDOM: { setURL: (url: string) => void } };

// Each test renders its own app; leftovers would make queries match twice.
afterEach(() => {
  cleanup();
  localStorage.clear();
  if (location.href !== startAddress) happyDOM.setURL(startAddress);
  for (const { level, original } of guarded) console[level] = original;
  if (logged.length > 0) {
    throw new Error(`The test logged ${logged.length} warning(s):\n${logged.join('\n\n')}`);
  }
});
