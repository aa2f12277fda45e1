import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { loadedModule, rememberingImporter, settledNow } from '../../../src/shared/loadedModules';

const Drawn = () => <p>drawn</p>;

/** A lazy screen as the app makes them: at once when its module has come, else once it comes. */
const lazyScreenOf = (importer: () => Promise<{ Screen: typeof Drawn }>) =>
  lazy(() => {
    const module = loadedModule(importer);
    return module
      ? settledNow({ default: module.Screen })
      : importer().then(({ Screen }) => ({ default: Screen }));
  });

/** Renders `Screen` under a Suspense whose fallback counts how often it was drawn. */
const renderCountingFallbacks = (Screen: ReturnType<typeof lazyScreenOf>) => {
  const fallback = vi.fn(() => <p>loading</p>);
  const Fallback = () => fallback();
  render(
    <Suspense fallback={<Fallback />}>
      <Screen />
    </Suspense>,
  );
  return fallback;
};

describe('modules remembered once they have come', () => {
  test('an importer remembers its module once it has come, not before', async () => {
    const importer = rememberingImporter(() => Promise.resolve({ Screen: Drawn }));
    expect(loadedModule(importer)).toBeUndefined();
    const loading = importer();
    expect(loadedModule(importer)).toBeUndefined();
    expect(await loading).toBe(loadedModule(importer));
  });

  test('a screen whose module has come is drawn in the first pass, its fallback never shown', async () => {
    const importer = rememberingImporter(() => Promise.resolve({ Screen: Drawn }));
    await importer();
    const fallback = renderCountingFallbacks(lazyScreenOf(importer));
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });

  test('a screen whose module is still on its way shows its fallback, then the screen', async () => {
    const importer = rememberingImporter(() => Promise.resolve({ Screen: Drawn }));
    const fallback = renderCountingFallbacks(lazyScreenOf(importer));
    expect(await screen.findByText('drawn')).toBeTruthy();
    expect(fallback).toHaveBeenCalled();
  });
});
