import { describe, expect, it } from 'vitest';
import { isAbn, isKraPin } from '../../../registry/taxIds';
import { seedDemoBusiness } from '../../../server/seed/demo';
import { TEST_PASSWORD_COST } from '../../support/passwordCost';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();

describe('the demo salons’ tax', () => {
  it('registers Nairobi for VAT with a KRA PIN and Sydney for GST with a valid ABN; their sales carry tax and an invoice', async () => {
    expect(await seedDemoBusiness(context.database.db, TEST_PASSWORD_COST)).toBe(true);
    const { rows: settings } = await context.database.query(
      `select b.country, t.kra_pin, t.vat_registered, t.etims_branch_id, t.etims_device_serial,
              t.abn, t.gst_registered, t.legal_name
         from tax_settings t join businesses b on b.id = t.business_id order by b.country`,
    );
    expect(settings).toMatchObject([
      { country: 'AU', gst_registered: true },
      {
        country: 'KE',
        vat_registered: true,
        etims_branch_id: '00',
        etims_device_serial: 'KRACU0100000001',
      },
    ]);
    expect(isAbn(settings[0]!.abn as string)).toBe(true);
    expect(isKraPin(settings[1]!.kra_pin as string)).toBe(true);
    expect(settings.every((row) => typeof row.legal_name === 'string')).toBe(true);

    const { rows: sales } = await context.database.query(
      `select b.country, o.tax::float as tax, jsonb_array_length(o.tax_bands) as bands,
              (select state from tax_invoices i where i.order_id = o.id and i.kind = 'sale') as invoice
         from orders o join businesses b on b.id = o.business_id order by b.country, o.order_no`,
    );
    expect(sales.length).toBeGreaterThanOrEqual(4);
    expect(sales.every((sale) => Number(sale.tax) > 0 && Number(sale.bands) > 0)).toBe(true);
    expect(sales.map((sale) => [sale.country, sale.invoice])).toEqual(
      sales.map((sale) => [sale.country, sale.country === 'KE' ? 'pending' : 'issued']),
    );
  });
});
