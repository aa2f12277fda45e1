import { gzipSync } from 'node:zlib';

/**
 * The headers of a POSIX ustar archive: any `tar` lists or unpacks what they start, and each
 * header's checksum catches a damaged copy. Node has no tar of its own; the backups and the
 * business export need only files and folders, so this writes those two kinds itself.
 */

export const TAR_BLOCK = 512;
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
  for (let index = 0; index < TAR_BLOCK; index++)
    sum += index >= 148 && index < 156 ? 0x20 : header[index];
  return sum;
};

export const tarHeader = (entry: ArchiveEntry): Buffer => {
  if (entry.size > MAX_SIZE) throw new Error(`${entry.name} is too large for the archive.`);
  const header = Buffer.alloc(TAR_BLOCK);
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

/** The zeros that fill a file's last block. */
export const tarPadding = (size: number) =>
  Buffer.alloc((TAR_BLOCK - (size % TAR_BLOCK)) % TAR_BLOCK);

/** The two empty blocks that end an archive. */
export const tarEnd = () => Buffer.alloc(TAR_BLOCK * 2);

/** A gzip tar of files held in memory (names with `/` separators, folders implied). */
export const gzipTarOf = (files: { name: string; bytes: Buffer }[], mtime: Date): Buffer => {
  const blocks: Buffer[] = [];
  for (const { name, bytes } of files) {
    blocks.push(tarHeader({ name, kind: 'file', mode: 0o644, size: bytes.length, mtime }));
    blocks.push(bytes, tarPadding(bytes.length));
  }
  blocks.push(tarEnd());
  return gzipSync(Buffer.concat(blocks));
};
