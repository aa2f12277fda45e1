import { createReadStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { DamagedArchiveError } from './archive';

const BLOCK = 512;

/** Hands out exactly the bytes asked for from a stream of chunks of any size. */
class ChunkReader {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) return false;
    this.pending = this.pending.length ? Buffer.concat([this.pending, next.value]) : next.value;
    return true;
  }

  async exactly(count: number): Promise<Buffer> {
    while (this.pending.length < count)
      if (!(await this.fill())) throw new DamagedArchiveError('The archive ends too early.');
    const bytes = this.pending.subarray(0, count);
    this.pending = this.pending.subarray(count);
    return bytes;
  }

  async *pieces(count: number): AsyncGenerator<Buffer> {
    for (let left = count; left > 0;) {
      if (!this.pending.length && !(await this.fill()))
        throw new DamagedArchiveError('The archive ends too early.');
      const piece = this.pending.subarray(0, Math.min(left, this.pending.length));
      this.pending = this.pending.subarray(piece.length);
      left -= piece.length;
      yield piece;
    }
  }

  /** Reads to the end, so gzip checks the whole archive's checksum. */
  async drain() {
    while (await this.fill()) this.pending = Buffer.alloc(0);
  }
}

const text = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

const octalAt = (header: Buffer, start: number, length: number) => {
  const digits = text(header, start, length).trim();
  if (!/^[0-7]+$/.test(digits))
    throw new DamagedArchiveError('An entry of the archive is damaged.');
  return parseInt(digits, 8);
};

const checksumOf = (header: Buffer) => {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++)
    sum += index >= 148 && index < 156 ? 0x20 : header[index];
  return sum;
};

interface Header {
  name: string;
  kind: 'file' | 'folder';
  mode: number;
  size: number;
}

const parseHeader = (header: Buffer): Header => {
  if (text(header, 257, 5) !== 'ustar' || octalAt(header, 148, 8) !== checksumOf(header))
    throw new DamagedArchiveError('An entry of the archive is damaged.');
  const prefix = text(header, 345, 155);
  const name = (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100)).replace(
    /\/$/,
    '',
  );
  const type = String.fromCharCode(header[156]);
  if (type !== '0' && type !== '\0' && type !== '5')
    throw new DamagedArchiveError(
      `The archive holds ${name}, which is neither a file nor a folder.`,
    );
  const parts = name.split('/');
  if (
    !name ||
    name.startsWith('/') ||
    parts.some((part) => part === '' || part === '..' || part === '.')
  )
    throw new DamagedArchiveError(`The archive holds an entry outside its folder (${name}).`);
  return {
    name,
    kind: type === '5' ? 'folder' : 'file',
    mode: octalAt(header, 100, 8),
    size: type === '5' ? 0 : octalAt(header, 124, 12),
  };
};

const collect = async (pieces: AsyncGenerator<Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const piece of pieces) chunks.push(Buffer.from(piece));
  return Buffer.concat(chunks);
};

const writeFileFrom = async (file: string, mode: number, pieces: AsyncGenerator<Buffer>) => {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, 'wx', mode & 0o777);
  try {
    for await (const piece of pieces) await handle.write(piece);
  } finally {
    await handle.close();
  }
};

/**
 * Unpacks a gzip tar written by `writeArchive` into the folder `into`. Its first entry must be
 * `firstName`: that one is answered, not written. Anything wrong in the archive is a
 * DamagedArchiveError, and what was unpacked so far stays in `into` for the caller to remove.
 */
export const unpackArchive = async (
  file: string,
  firstName: string,
  into: string,
): Promise<Buffer> => {
  let first: Buffer | undefined;
  const unpack = async (source: AsyncIterable<Buffer>) => {
    const reader = new ChunkReader(source[Symbol.asyncIterator]());
    for (;;) {
      const block = await reader.exactly(BLOCK);
      if (block.every((byte) => byte === 0)) break;
      const header = parseHeader(block);
      const pieces = reader.pieces(header.size);
      if (!first) {
        if (header.name !== firstName)
          throw new DamagedArchiveError('This is not a Saluni backup.');
        first = await collect(pieces);
      } else if (header.kind === 'folder') {
        await mkdir(path.join(into, header.name), { recursive: true, mode: header.mode & 0o777 });
      } else await writeFileFrom(path.join(into, header.name), header.mode, pieces);
      await reader.exactly((BLOCK - (header.size % BLOCK)) % BLOCK);
    }
    await reader.drain();
  };
  try {
    await pipeline(createReadStream(file), createGunzip(), unpack);
  } catch (error) {
    // zlib's codes: not gzip at all, a damaged stream, a cut-off one.
    if (String((error as NodeJS.ErrnoException).code).startsWith('Z_'))
      throw new DamagedArchiveError('The archive is damaged or is not a Saluni backup.');
    throw error;
  }
  if (!first) throw new DamagedArchiveError('This is not a Saluni backup.');
  return first;
};
