import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/**
 * A backup archive is a gzip-compressed tar (POSIX ustar) of folders and regular files: any `tar`
 * lists or unpacks it, and gzip's checksum plus each header's catch a damaged copy. Node has no
 * tar of its own and these two kinds of entry are all a data folder holds, so this file writes
 * and reads them itself.
 */

export class DamagedArchiveError extends Error {}

const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1;

export interface ArchiveEntry {
  /** Relative, with `/` separators; folders end without one. */
  name: string;
  kind: 'file' | 'folder';
  mode: number;
  size: number;
  mtime: Date;
}

const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';

/** ustar keeps 100 bytes of name and 155 of prefix: a longer path splits at a `/`. */
const splitName = (name: string): [prefix: string, rest: string] => {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let at = name.indexOf('/'); at !== -1; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const rest = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new Error(`The path ${name} is too long for the archive.`);
};

const checksumOf = (header: Buffer) => {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++)
    sum += index >= 148 && index < 156 ? 0x20 : header[index];
  return sum;
};

const headerOf = (entry: ArchiveEntry): Buffer => {
  if (entry.size > MAX_SIZE) throw new Error(`${entry.name} is too large for the archive.`);
  const header = Buffer.alloc(BLOCK);
  const [prefix, rest] = splitName(entry.kind === 'folder' ? `${entry.name}/` : entry.name);
  header.write(rest, 0, 100, 'utf8');
  header.write(octal(entry.mode & 0o7777, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(entry.kind === 'file' ? entry.size : 0, 12), 124, 'ascii');
  header.write(octal(Math.floor(entry.mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write(entry.kind === 'file' ? '0' : '5', 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  header.write(`${checksumOf(header).toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
};

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

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
      yield headerOf(entry);
      yield bytes;
      yield padding(bytes.length);
    }
    for (const entry of entries) {
      yield headerOf(entry);
      if (entry.kind === 'folder') continue;
      let written = 0;
      for await (const chunk of createReadStream(path.join(root, entry.name))) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      // The folder is locked, so nothing should write to it; a file changing anyway fails the backup.
      if (written !== entry.size) throw new Error(`${entry.name} changed while it was copied.`);
      yield padding(entry.size);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(blocks, createGzip(), createWriteStream(file, { flags: 'wx', mode: 0o600 }));
};
