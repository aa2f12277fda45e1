import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test renders its own app; leftovers would make queries match twice.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
