import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../registry';
import { unpackArchive } from '../../../scripts/backup/unpackArchive';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { pngImage } from '../support/images';
import { multipartBody } from '../support/multipart';
import { createRecord, sampleRecord } from '../support/records';
import { setupTestApp } from '../support/testApp';

/** The export job is driven by the test, as the scheduler would run it. */
const context = setupTestApp({ scheduler: { leftToOthers: ['business-export'] } });
let salon: TestBusiness;
let rival: TestBusiness;
let image: Buffer;
let imageName: string;
let folder: string;

type ListedExport = { _id: string; status: string; progress: number; size: number | null };

const owner = (method: 'GET' | 'POST', url: string, payload?: object) =>
  send(context.app, method, url, { cookie: salon.owner.cookie, payload });
const listExports = async () => {
  const response = await owner(
    'GET',
    withQuery('/v1/business-export', { businessId: salon.businessId }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<{ businessExports: ListedExport[] }>(response).businessExports;
};
const downloadUrl = (id: string) =>
  withQuery(`/v1/business-export/${id}/download`, { businessId: salon.businessId });
const runExportJob = () =>
  context.app.scheduledJobs
    .find((job) => job.name === 'business-export')!
    .run(context.database.db, new Date());

beforeAll(async () => {
  salon = await createBusiness(context.app, 'Export');
  rival = await createBusiness(context.app, 'Rival');
  for (const [business, n] of [
    [salon, 1],
    [salon, 2],
    [rival, 3],
  ] as const)
    await createRecord(context.app, business.owner.cookie, client, business.businessId, {
      ...sampleRecord(client, n),
    });
  image = pngImage(6, 5);
  const form = multipartBody({ businessId: salon.businessId }, [
    { field: 'file', filename: 'logo.png', content: image },
  ]);
  const uploaded = await send(context.app, 'POST', '/v1/file', {
    cookie: salon.owner.cookie,
    ...form,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  imageName = body<{ files: { filename: string }[] }>(uploaded).files[0].filename;
  folder = await mkdtemp(path.join(tmpdir(), 'saluni-export-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('a business export', () => {
  let exportId: string;

  it('is queued by the owner, one at a time, and not downloadable before it is ready', async () => {
    const started = await owner('POST', '/v1/business-export', { businessId: salon.businessId });
    expect(started.statusCode, started.body).toBe(201);
    exportId = body<{ businessExport: ListedExport }>(started).businessExport._id;
    expect(await listExports()).toMatchObject([{ _id: exportId, status: 'queued', progress: 0 }]);

    const again = await owner('POST', '/v1/business-export', { businessId: salon.businessId });
    expect(again.statusCode).toBe(409);
    const early = await owner('GET', downloadUrl(exportId));
    expect(early.statusCode).toBe(409);
    expect(body<ErrorBody>(early).error.message).toBe('This export is not ready yet');
  });

  it('is refused to staff and to another business', async () => {
    const staff = await addMember(context.app, context.database, salon.businessId);
    for (const [method, url] of [
      ['GET', withQuery('/v1/business-export', { businessId: salon.businessId })],
      ['POST', '/v1/business-export'],
      ['GET', downloadUrl(exportId)],
    ] as const) {
      const response = await send(context.app, method, url, {
        cookie: staff.cookie,
        payload: method === 'POST' ? { businessId: salon.businessId } : undefined,
      });
      expect(response.statusCode, url).toBe(403);
    }
    const foreign = await send(
      context.app,
      'GET',
      withQuery(`/v1/business-export/${exportId}/download`, { businessId: rival.businessId }),
      { cookie: rival.owner.cookie },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('is built by the job to 100 and holds this business data only, without secrets', async () => {
    await runExportJob();
    const [done] = await listExports();
    expect(done).toMatchObject({ _id: exportId, status: 'ready', progress: 100 });

    const download = await owner('GET', downloadUrl(exportId));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=".+\.tar\.gz"$/);
    expect(done.size).toBe(download.rawPayload.length);
    const archive = path.join(folder, 'export.tar.gz');
    await writeFile(archive, download.rawPayload);
    const manifest = JSON.parse(
      (await unpackArchive(archive, 'manifest.json', path.join(folder, 'out'))).toString(),
    ) as { business: { id: string }; tables: Record<string, number> };
    const out = path.join(folder, 'out');
    expect(manifest.business.id).toBe(salon.businessId);
    expect(manifest.tables.clients).toBe(2);

    const clients = JSON.parse(await readFile(path.join(out, 'clients.json'), 'utf8')) as {
      business_id: string;
    }[];
    expect(clients).toHaveLength(2);
    expect(clients.every((row) => row.business_id === salon.businessId)).toBe(true);
    const csv = (await readFile(path.join(out, 'clients.csv'), 'utf8')).trim().split('\r\n');
    expect(csv).toHaveLength(3);
    expect(csv.slice(1).every((line) => line.includes(salon.businessId))).toBe(true);
    expect(csv.join('\n')).not.toContain(rival.businessId);

    expect((await readFile(path.join(out, 'files', imageName))).equals(image)).toBe(true);

    const names = await readdir(out);
    expect(names).not.toContain('business_exports.csv');
    for (const name of names.filter((entry) => entry.endsWith('.csv'))) {
      const header = (await readFile(path.join(out, name), 'utf8')).split('\r\n')[0].split(',');
      expect(
        header.filter((column) => /(_hash|_secret|_token|api_key|^secret|^content)$/.test(column)),
        name,
      ).toEqual([]);
    }
  });
});
