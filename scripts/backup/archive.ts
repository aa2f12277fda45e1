import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { tarEnd, tarHeader, tarPadding, type ArchiveEntry } from '../../server/files/tar';

/**
 * A backup archive is a gzip-compressed tar (POSIX ustar) of folders and regular files: any `tar`
 * lists or unpacks it, and gzip's checksum plus each header's catch a damaged copy. Node has no
 * tar of its own and these two kinds of entry are all a data folder holds, so the headers come
 * from the server's own writer (`server/files/tar.ts`, which the business export uses too) and
 * `unpackArchive.ts` reads them.
 */

export type { ArchiveEntry };

export class DamagedArchiveError extends Error {}

/** Every folder and regular file under `root`, parents first, except the names in `skip`. */
export const entriesUnder = async (root: string, skip: Set<string>): Promise<ArchiveEntry[]> => {
  const entries: ArchiveEntry[] = [];
  const visit = async (relative: string) => {
    for (const name of (await readdir(path.join(root, relative))).sort()) {
      const child = relative ? `${relative}/${name}` : name;
      if (skip.has(child)) continue;
      const stats = await lstat(path.join(root, child));
      if (stats.isDirectory()) {
        entries.push({
          name: child,
          kind: 'folder',
          mode: stats.mode,
          size: 0,
          mtime: stats.mtime,
        });
        await visit(child);
      } else if (stats.isFile()) {
        entries.push({
          name: child,
          kind: 'file',
          mode: stats.mode,
          size: stats.size,
          mtime: stats.mtime,
        });
      } else throw new Error(`${path.join(root, child)} is neither a file nor a folder.`);
    }
  };
  await visit('');
  return entries;
};

/** Writes `contents` (name and bytes) then the entries' files under `root` to a gzip tar at `file`. */
export const writeArchive = async (
  file: string,
  contents: { name: string; bytes: Buffer }[],
  root: string,
  entries: ArchiveEntry[],
) => {
  async function* blocks() {
    for (const { name, bytes } of contents) {
      const entry: ArchiveEntry = {
        name,
        kind: 'file',
        mode: 0o644,
        size: bytes.length,
        mtime: new Date(),
      };
      yield tarHeader(entry);
      yield bytes;
      yield tarPadding(bytes.length);
    }
    for (const entry of entries) {
      yield tarHeader(entry);
      if (entry.kind === 'folder') continue;
      let written = 0;
      for await (const chunk of createReadStream(path.join(root, entry.name))) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      // The folder is locked, so nothing should write to it; a file changing anyway fails the backup.
      if (written !== entry.size) throw new Error(`${entry.name} changed while it was copied.`);
      yield tarPadding(entry.size);
    }
    yield tarEnd();
  }
  await pipeline(blocks, createGzip(), createWriteStream(file, { flags: 'wx', mode: 0o600 }));
};
