import { describe, expect, it } from 'vitest';
import {
  equalShares,
  partOfShare,
  shareUnits,
  splitByShares,
  splitEvenly,
} from '../../../registry/lineShares';

const total = (parts: number[]) => parts.reduce((sum, part) => sum + part, 0);

describe('the arithmetic of shares (registry/lineShares.ts)', () => {
  it('splits a line into equal shares of 4 decimals adding up to exactly 1', () => {
    expect(equalShares(3)).toEqual([0.3334, 0.3333, 0.3333]);
    expect(equalShares(6)).toEqual([0.1667, 0.1667, 0.1667, 0.1667, 0.1666, 0.1666]);
    for (let n = 1; n <= 6; n++) expect(Math.round(total(equalShares(n)) * 10_000)).toBe(10_000);
  });

  it('cuts an amount by shares so the parts always add up to it', () => {
    expect(splitByShares(450_000, equalShares(3))).toEqual([150_030, 149_985, 149_985]);
    expect(splitByShares(1_001, [0.5, 0.3, 0.2])).toEqual([501, 300, 200]);
    for (const amount of [1, 7, 99_999, 123_457])
      for (let n = 1; n <= 6; n++)
        expect(total(splitByShares(amount, equalShares(n)))).toBe(amount);
    expect(partOfShare(1_001, 5_000, 8_000)).toBe(300);
  });

  it('splits a tip evenly in cents, the cents left over to the first', () => {
    expect(splitEvenly(30_000, 3)).toEqual([10_000, 10_000, 10_000]);
    expect(splitEvenly(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(splitEvenly(1, 2)).toEqual([1, 0]);
    expect(splitEvenly(500, 0)).toEqual([]);
  });

  it('reads a share of at most 4 decimals in (0, 1] as ten-thousandths, and nothing else', () => {
    expect(shareUnits(0.3334)).toBe(3_334);
    expect(shareUnits(1)).toBe(10_000);
    for (const bad of [0, -0.5, 1.0001, 0.33345, Number.NaN]) expect(shareUnits(bad)).toBeNull();
  });
});
