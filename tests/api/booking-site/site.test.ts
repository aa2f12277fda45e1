import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingSite } from '../../../registry/bookingSite';
import { payableDeposit, visitDepositOf } from '../../../registry/onlineBooking';
import { businesses, onlineBookingSettings, storedFiles } from '../../../server/db/schema';
import { addToWallClock, localDate } from '../../../server/tenancy/zonedTime';
import { body, send, type ErrorBody } from '../support/http';
import { pngImage } from '../support/images';
import { setupTestApp } from '../support/testApp';
import {
  addCategory,
  addEmployee,
  addService,
  everyDay,
  seedSite,
  type SeededSite,
} from './siteSeed';

const context = setupTestApp();
let site: SeededSite;
let hairId: string;

const readSite = async (slug: string) => {
  const response = await send(context.app, 'GET', `/v1/book/${slug}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ bookingSite: BookingSite }>(response).bookingSite;
};

beforeAll(async () => {
  site = await seedSite(context.app, context.database, { leadTimeMinutes: 120, horizonDays: 30 });
  hairId = await addCategory(site, 'Hair');
  const nails = await addCategory(site, 'Nails');
  await addCategory(site, 'Empty');
  const amina = await addEmployee(site, 'Amina Otieno', {
    workingHours: everyDay('07:45', '17:00').map((day) =>
      day.day === 'sunday' ? { ...day, working: false } : day,
    ),
  });
  await addEmployee(site, 'Brian Kiprop', { workingHours: everyDay('08:30', '19:00') });
  await addEmployee(site, 'Hidden Staff', { takesOnlineBookings: false });
  await addService(site, 'Box Braids', {
    categoryIds: [hairId],
    pricing: [
      { name: 'Short', price: 1234.5, durationInMinutes: 120 },
      { name: 'Long', price: 3000, durationInMinutes: 240 },
    ],
    depositRule: { kind: 'percent', amount: 15, appliesTo: 'everyone' },
    performerIds: [amina],
  });
  await addService(site, 'Gel Polish', {
    categoryIds: [nails, hairId],
    price: 800,
    durationInMinutes: 40,
    depositRule: { kind: 'fixed', amount: 200, appliesTo: 'newClients' },
  });
  await addService(site, 'Loose Service', { price: 500, durationInMinutes: 30 });
  await addService(site, 'Desk Only', { categoryIds: [nails], bookableOnline: false });
  await addService(site, 'Unpriced', { categoryIds: [nails], pricing: [] });
});

describe('the deposit a client pays', () => {
  it('rounds Kenyan shillings up to the whole shilling for M-Pesa, and keeps cents elsewhere', () => {
    expect(payableDeposit('KES', 18_518)).toBe(18_600);
    expect(payableDeposit('KES', 18_500)).toBe(18_500);
    expect(payableDeposit('KES', 1)).toBe(100);
    expect(payableDeposit('KES', 0)).toBe(0);
    expect(payableDeposit('AUD', 18_518)).toBe(18_518);
  });

  it("adds up a visit's services, each made payable, new clients' rules only for new clients", () => {
    const services = [
      {
        depositRule: { kind: 'percent', amount: 15, appliesTo: 'everyone' } as const,
        priceMinor: 123_450,
      },
      {
        depositRule: { kind: 'fixed', amount: 200, appliesTo: 'newClients' } as const,
        priceMinor: 80_000,
      },
      { depositRule: null, priceMinor: 50_000 },
    ];
    expect(visitDepositOf('KES', services, true)).toBe(18_600 + 20_000);
    expect(visitDepositOf('KES', services, false)).toBe(18_600);
    expect(visitDepositOf('AUD', services, false)).toBe(18_518);
  });
});

describe('GET /v1/book/:slug', () => {
  it("shows the salon, its bookable services by category with the first option's price and duration", async () => {
    const found = await readSite(site.slug);
    expect(found).toMatchObject({
      slug: site.slug,
      address: '12 Moi Avenue',
      country: 'KE',
      currency: 'KES',
      timezone: 'Africa/Nairobi',
      logoUrl: null,
      policy: { en: 'Cancel a day ahead.', sw: 'Ghairi siku moja kabla.' },
      freeCancellationHours: 24,
      emailRequired: false,
      depositMethods: ['m-pesa', 'card'],
    });
    expect(
      found.categories.map((category) => [category.name, category.services.map((s) => s.name)]),
    ).toEqual([
      ['Hair', ['Box Braids', 'Gel Polish']],
      ['Nails', ['Gel Polish']],
      [null, ['Loose Service']],
    ]);
    const braids = found.categories[0]!.services[0]!;
    // 15% of KES 1,234.50 is 185.175: 185.18 by depositOf, 186 to pay by M-Pesa.
    expect(braids).toMatchObject({
      priceMinor: 123_450,
      durationInMinutes: 120,
      depositMinor: 18_600,
      depositForEveryone: true,
    });
    expect(found.categories[1]!.services[0]).toMatchObject({
      priceMinor: 80_000,
      durationInMinutes: 40,
      depositMinor: 20_000,
      depositForEveryone: false,
    });
  });

  it('names only the staff who take online bookings, and tells nothing else of them', async () => {
    const response = await send(context.app, 'GET', `/v1/book/${site.slug}`);
    const found = body<{ bookingSite: BookingSite }>(response).bookingSite;
    expect(found.staff.map((member) => member.fullName)).toEqual(['Amina Otieno', 'Brian Kiprop']);
    expect(Object.keys(found.staff[0]!).sort()).toEqual(['_id', 'fullName']);
    expect(response.body).not.toMatch(/\+254|@example\.com|Hidden Staff|Desk Only|Unpriced/);
    expect(response.body).not.toContain(site.businessId);
  });

  it('opens each weekday from the earliest start to the latest end of the bookable staff', async () => {
    const { hours } = await readSite(site.slug);
    expect(hours.find((day) => day.day === 'monday')).toEqual({
      day: 'monday',
      open: true,
      start: '07:45',
      end: '19:00',
    });
    expect(hours.find((day) => day.day === 'sunday')).toMatchObject({
      start: '08:30',
      end: '19:00',
    });
  });

  it('bounds the dates by the lead time and the horizon on the business clock', async () => {
    const found = await readSite(site.slug);
    const now = Date.now();
    expect(found.firstDate).toBe(localDate(new Date(now + 120 * 60_000), 'Africa/Nairobi'));
    expect(found.lastDate).toBe(
      addToWallClock(`${localDate(new Date(now), 'Africa/Nairobi')}T00:00:00`, 30, 'day').slice(
        0,
        10,
      ),
    );
  });

  it('reads the slug in any letter case', async () => {
    expect((await readSite(site.slug.toUpperCase())).slug).toBe(site.slug);
  });

  it('answers 404 with a message in the language asked for an unknown, off or unsaved site', async () => {
    const off = await seedSite(context.app, context.database, { enabled: false });
    const unsaved = await seedSite(context.app, context.database);
    await unsaved.db
      .delete(onlineBookingSettings)
      .where(eq(onlineBookingSettings.businessId, unsaved.businessId));
    for (const slug of ['no-such-salon', off.slug, unsaved.slug, '%20']) {
      const response = await send(context.app, 'GET', `/v1/book/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(body<ErrorBody>(response).error.message).toBe(
        'This booking page does not exist or is not taking online bookings',
      );
    }
    const swahili = await send(context.app, 'GET', `/v1/book/${off.slug}`, {
      headers: { 'accept-language': 'sw' },
    });
    expect(body<ErrorBody>(swahili).error.message).toMatch(/Ukurasa huu/);
    expect((await send(context.app, 'GET', `/v1/book/${off.slug}/logo`)).statusCode).toBe(404);
  });

  it('an Australian site takes deposits by card and asks for an e-mail', async () => {
    const sydney = await seedSite(context.app, context.database, { country: 'AU' });
    expect(await readSite(sydney.slug)).toMatchObject({
      country: 'AU',
      currency: 'AUD',
      timezone: 'Australia/Sydney',
      emailRequired: true,
      depositMethods: ['card'],
      categories: [],
    });
  });
});

describe('GET /v1/book/:slug/logo', () => {
  it('is a 404 without a logo, and the stored image, cacheable, with one', async () => {
    expect((await send(context.app, 'GET', `/v1/book/${site.slug}/logo`)).statusCode).toBe(404);
    const image = pngImage();
    const filename = `${uuidv7()}.png`;
    await site.db.insert(storedFiles).values({
      businessId: site.businessId,
      id: filename.slice(0, 36),
      filename,
      contentType: 'image/png',
      size: image.length,
      width: 4,
      height: 3,
      content: image,
    });
    await site.db
      .update(businesses)
      .set({ logo: filename })
      .where(eq(businesses.id, site.businessId));
    expect((await readSite(site.slug)).logoUrl).toBe(`/v1/book/${site.slug}/logo`);
    const logo = await send(context.app, 'GET', `/v1/book/${site.slug}/logo`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(logo.rawPayload.equals(image)).toBe(true);
  });
});
