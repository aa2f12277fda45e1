import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait up to 5 s: a loaded machine renders a react-admin list in more than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Each test renders its own app; leftovers would make queries match twice.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
