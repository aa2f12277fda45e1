/**
 * `npm run bench` (first part): the web app's initial JavaScript (the entry script of
 * index.html and its modulepreloads, gzip bytes) against the floor app of bench/floor-app,
 * both built here by the same Vite with the project's settings (vite.config.ts).
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatTable } from './stats';
import { buildInto, FLOOR_APP, REPOSITORY } from './viteBuild';

/** The scripts a first load fetches: index.html's module entry and every modulepreload. */
const initialScripts = (html: string): string[] => {
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return [...new Set([...entries, ...preloads])];
};

const measure = async (outDir: string) => {
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  let raw = 0;
  let gzip = 0;
  const scripts = initialScripts(html);
  for (const script of scripts) {
    const content = await readFile(path.join(outDir, script.replace(/^\.?\//, '')));
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  return { files: scripts.length, raw, gzip };
};

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const main = async () => {
  const folders = [await buildInto(REPOSITORY, 'app'), await buildInto(FLOOR_APP, 'floor')];
  try {
    const [app, floor] = [await measure(folders[0]!), await measure(folders[1]!)];
    console.log('Initial JS of the first load (entry script and its modulepreloads):\n');
    console.log(
      formatTable(
        ['build', 'files', 'raw', 'gzip'],
        [
          ['Saluni web app', String(app.files), kilobytes(app.raw), kilobytes(app.gzip)],
          [
            'floor (bare react-admin + MUI)',
            String(floor.files),
            kilobytes(floor.raw),
            kilobytes(floor.gzip),
          ],
        ],
      ),
    );
    console.log(
      `\napp/floor gzip: ${(app.gzip / floor.gzip).toFixed(3)}x, ${app.gzip - floor.gzip} bytes (target: app <= floor: ${app.gzip <= floor.gzip ? 'yes' : 'no'})\n`,
    );
  } finally {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  }
};

await main();
