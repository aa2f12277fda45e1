import { describe, expect, it } from 'vitest';
import {
  openSecret,
  PRODUCTION_RECEIPT_CHECK,
  readEtimsConfig,
  SANDBOX_RECEIPT_CHECK,
  sealSecret,
} from '../../../server/etims';

describe('the communication key sealed at rest, and the settings', () => {
  it('opens only under its secret, and never seals the same way twice', () => {
    const sealed = sealSecret('f0b9831bd2334874b7ec815e40347bc4', 'secret one');
    expect(sealed).not.toContain('f0b9831bd2334874b7ec815e40347bc4');
    expect(sealSecret('f0b9831bd2334874b7ec815e40347bc4', 'secret one')).not.toBe(sealed);
    expect(openSecret(sealed, 'secret one')).toBe('f0b9831bd2334874b7ec815e40347bc4');
    expect(() => openSecret(sealed, 'secret two')).toThrow();
    expect(() => openSecret(`${sealed.slice(0, -2)}AA`, 'secret one')).toThrow();
  });

  it('reads the environment, with the simulator and a development secret by default', () => {
    const fallback = readEtimsConfig({});
    expect(fallback).toMatchObject({ url: null, timeoutMs: 15_000 });
    expect(fallback.keySecret).toMatch(/^[0-9a-f]{64}$/);
    expect(
      readEtimsConfig({
        ETIMS_URL: 'https://etims-api.kra.go.ke/etims-api',
        ETIMS_KEY_SECRET: 'x',
        ETIMS_TIMEOUT_MS: '5000',
      }),
    ).toEqual({
      url: 'https://etims-api.kra.go.ke/etims-api',
      keySecret: 'x',
      timeoutMs: 5000,
      receiptCheckBase: PRODUCTION_RECEIPT_CHECK,
    });
  });

  it("points receipts' QR codes at KRA's sandbox for its sandbox API and for the simulator", () => {
    expect(PRODUCTION_RECEIPT_CHECK).toBe(
      'https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=',
    );
    expect(SANDBOX_RECEIPT_CHECK).toBe(
      'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=',
    );
    expect(readEtimsConfig({}).receiptCheckBase).toBe(SANDBOX_RECEIPT_CHECK);
    expect(
      readEtimsConfig({ ETIMS_URL: 'https://etims-api-sbx.kra.go.ke/etims-api' }).receiptCheckBase,
    ).toBe(SANDBOX_RECEIPT_CHECK);
  });
});
