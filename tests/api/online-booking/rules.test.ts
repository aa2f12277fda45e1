import { describe, expect, it } from 'vitest';
import {
  depositOf,
  numberedSlug,
  slugFromName,
  slugProblem,
  type DepositRule,
} from '../../../registry/onlineBooking';

const rule = (
  kind: DepositRule['kind'],
  amount: number,
  appliesTo: DepositRule['appliesTo'] = 'everyone',
): DepositRule => ({
  kind,
  amount,
  appliesTo,
});

describe('depositOf', () => {
  it('is 0 without a rule', () => {
    expect(depositOf(null, 150_000, true)).toBe(0);
    expect(depositOf(undefined, 150_000, false)).toBe(0);
  });

  it('takes a fixed amount in minor units', () => {
    expect(depositOf(rule('fixed', 500), 150_000, false)).toBe(50_000);
    expect(depositOf(rule('fixed', 12.34), 150_000, false)).toBe(1234);
  });

  it('rounds a percentage half up to the minor unit', () => {
    expect(depositOf(rule('percent', 50), 101, false)).toBe(51);
    expect(depositOf(rule('percent', 10), 1005, false)).toBe(101);
    expect(depositOf(rule('percent', 10), 1004, false)).toBe(100);
    expect(depositOf(rule('percent', 33), 999, false)).toBe(330);
  });

  it('never asks more than the price', () => {
    expect(depositOf(rule('fixed', 2000), 150_000, false)).toBe(150_000);
    expect(depositOf(rule('percent', 100), 150_000, false)).toBe(150_000);
    expect(depositOf(rule('fixed', 10), 0, true)).toBe(0);
  });

  it('asks only new clients when the rule says so', () => {
    const forNew = rule('percent', 20, 'newClients');
    expect(depositOf(forNew, 10_000, true)).toBe(2000);
    expect(depositOf(forNew, 10_000, false)).toBe(0);
  });
});

describe('the slug rule', () => {
  it('accepts lower-case letters, digits and inner hyphens, 3 to 40 long', () => {
    expect(slugProblem('demo-nairobi')).toBeUndefined();
    expect(slugProblem('a1b')).toBeUndefined();
    expect(slugProblem('x'.repeat(40))).toBeUndefined();
  });

  it.each([
    ['ab', 'slugLength'],
    ['x'.repeat(41), 'slugLength'],
    ['Demo', 'slugPattern'],
    ['-demo', 'slugPattern'],
    ['demo-', 'slugPattern'],
    ['de mo', 'slugPattern'],
    ['admin', 'slugReserved'],
    ['api', 'slugReserved'],
    ['book', 'slugReserved'],
    ['assets', 'slugReserved'],
  ])('refuses %s', (slug, problem) => {
    expect(slugProblem(slug)).toBe(`saluni.onlineBooking.validation.${problem}`);
  });

  it('suggests slugs from business names', () => {
    expect(slugFromName('Demo Salon Nairobi')).toBe('demo-salon-nairobi');
    expect(slugFromName('Café Ünïque!!')).toBe('cafe-unique');
    expect(slugFromName('A')).toBe('a-salon');
    expect(slugFromName('Admin')).toBe('admin-salon');
    expect(slugFromName('***')).toBe('salon');
    expect(slugProblem(slugFromName('y'.repeat(80)))).toBeUndefined();
    expect(numberedSlug('x'.repeat(40), 2)).toBe(`${'x'.repeat(38)}-2`);
  });
});
