import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const REPOSITORY = fileURLToPath(new URL('..', import.meta.url));

/** The floor app's folder: a bare react-admin + MUI app with one list (bench/floor-app). */
export const FLOOR_APP = path.join(REPOSITORY, 'bench/floor-app');

/** Builds the app whose index.html is in `root` with the project's settings into a temporary folder; returns the folder. */
export const buildInto = async (root: string, label: string) => {
  const outDir = await mkdtemp(path.join(tmpdir(), `saluni-${label}-`));
  await build({
    configFile: path.join(REPOSITORY, 'vite.config.ts'),
    root,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      // A floor app is one page: its own index.html instead of the project's two pages.
      ...(root !== REPOSITORY && { rolldownOptions: { input: path.join(root, 'index.html') } }),
    },
  });
  return outDir;
};
