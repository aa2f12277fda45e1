import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { loadedModule, rememberingImporter } from '../../../src/shared/loadedModules';
import { loadedOnShow } from '../../../src/shared/loadedOnShow';

const Drawn = () => <p>drawn</p>;

/** A screen as the app makes them: at once when its module has come, else once it comes. */
const screenOf = (importer: () => Promise<{ Screen: typeof Drawn }>) =>
  loadedOnShow(
    () => importer().then(({ Screen }) => Screen),
    () => loadedModule(importer)?.Screen,
  );

/** Renders `Screen` under a Suspense whose fallback counts how often it was drawn. */
const renderCountingFallbacks = (Screen: ReturnType<typeof screenOf>) => {
  const fallback = vi.fn(() => <p>loading</p>);
  const Fallback = () => fallback();
  render(
    <Suspense fallback={<Fallback />}>
      <Screen />
    </Suspense>,
  );
  return fallback;
};

class Caught extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError = (error: Error) => ({ error });
  render = () =>
    this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
}

describe('screens loaded on their first show', () => {
  test('an importer remembers its module once it has come, not before', async () => {
    const importer = rememberingImporter(() => Promise.resolve({ Screen: Drawn }));
    expect(loadedModule(importer)).toBeUndefined();
    const loading = importer();
    expect(loadedModule(importer)).toBeUndefined();
    expect(await loading).toBe(loadedModule(importer));
  });

  test('a screen whose module has come is drawn in the first pass', async () => {
    const importer = rememberingImporter(() => Promise.resolve({ Screen: Drawn }));
    await importer();
    renderCountingFallbacks(screenOf(importer));
    expect(screen.getByText('drawn')).toBeTruthy();
  });

  test('a screen whose module is on its way is drawn as it comes, never through a Suspense fallback', async () => {
    // A fallback would make React hold the screen back until 300 ms after it was drawn.
    const importer = rememberingImporter(() => Promise.resolve({ Screen: Drawn }));
    const fallback = renderCountingFallbacks(screenOf(importer));
    expect(screen.queryByText('drawn')).toBeNull();
    expect(await screen.findByText('drawn')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });

  test('a screen loaded once is drawn in the first pass when shown again', async () => {
    const load = vi.fn(() => Promise.resolve(Drawn));
    const Screen = loadedOnShow(load);
    const { unmount } = render(<Screen />);
    await screen.findByText('drawn');
    unmount();
    render(<Screen />);
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed load reaches the error boundary, and the next show tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof Drawn>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Drawn);
    const Screen = loadedOnShow(load);
    const Page = () => {
      const [attempt, setAttempt] = useState(0);
      return (
        <>
          <button onClick={() => setAttempt(attempt + 1)}>again</button>
          <Caught key={attempt}>
            <Screen />
          </Caught>
        </>
      );
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page />);
    expect(await screen.findByText('failed: offline')).toBeTruthy();
    act(() => screen.getByText('again').click());
    expect(await screen.findByText('drawn')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
