import { describe, expect, it } from 'vitest';
import { balanceOf, entryCount } from '../support/stock';
import { setupTestApp } from '../support/testApp';
import { usageOf, usageSetup } from './support';

/**
 * Row locks only matter with several connections: PGlite has one, so this runs on PostgreSQL
 * (TEST_DATABASE_URL), like tests/api/stock/concurrency.test.ts.
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'concurrent stock usage confirms on PostgreSQL',
  () => {
    const context = setupTestApp();

    it('a confirm racing a transfer for the last units: one wins, the stock never goes negative', async () => {
      for (let round = 0; round < 10; round++) {
        const setup = await usageSetup(context, 5);
        const usage = usageOf(
          await setup.calls.create(setup.businessUsage({ items: [setup.item(4)] })),
        );
        const [confirm, transfer] = await Promise.all([
          setup.calls.confirm(usage._id),
          setup.stockApi.transfer({
            itemCode: setup.product.productId,
            sourceWarehouseId: setup.general,
            destinationWarehouseId: setup.back,
            quantity: 4,
          }),
        ]);
        // Exactly one of them gets the 4 units; the other is refused with the ledger's 409.
        expect([confirm.statusCode, transfer.statusCode]).toContain(409);
        expect(confirm.statusCode === 200 || transfer.statusCode === 201).toBe(true);
        const general = await balanceOf(
          context.database,
          setup.businessId,
          setup.variantId,
          setup.general,
        );
        expect(general).toBe(1);
        expect(
          await balanceOf(context.database, setup.businessId, setup.variantId, setup.back),
        ).toBe(transfer.statusCode === 201 ? 4 : 0);
        expect(usageOf(await setup.calls.get(usage._id)).status).toBe(
          confirm.statusCode === 200 ? 'confirmed' : 'pending',
        );
        // The opening IN, then either the usage's OUT or the transfer's OUT and IN.
        expect(await entryCount(context.database, setup.businessId)).toBe(
          confirm.statusCode === 200 ? 2 : 3,
        );
      }
    });

    it('two confirms of one usage post it once', async () => {
      const setup = await usageSetup(context, 20);
      const usage = usageOf(
        await setup.calls.create(setup.businessUsage({ items: [setup.item(3), setup.item(2)] })),
      );
      const statuses = (
        await Promise.all(Array.from({ length: 6 }, () => setup.calls.confirm(usage._id)))
      ).map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(5);
      expect(
        await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
      ).toBe(15);
      expect(await entryCount(context.database, setup.businessId)).toBe(3);
    });
  },
);
