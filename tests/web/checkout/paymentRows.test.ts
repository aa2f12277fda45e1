import { describe, expect, test } from 'vitest';
import {
  balanceLeft,
  changeDue,
  newRow,
  paymentsOf,
  rowErrors,
  type PaymentRow,
} from '../../../src/orders/paymentRows';

const row = (fields: Partial<PaymentRow>): PaymentRow => ({ ...newRow(0, 'cash', 0), ...fields });

describe('payment rows', () => {
  test('add up in minor units: three rows of 33.33 pay 99.99 exactly', () => {
    const rows = [
      row({ amount: '33.33' }),
      row({ method: 'card', amount: '33.33' }),
      row({ amount: '33.33' }),
    ];
    expect(balanceLeft(rows, 99.99)).toBe(0);
    expect(balanceLeft(rows.slice(0, 2), 99.99)).toBe(33.33);
    expect(balanceLeft([row({ amount: '100' })], 99.99)).toBe(-0.01);
  });

  test('change due only when cash tendered is more than the amount', () => {
    expect(changeDue(row({ amount: '1500', tendered: '2000' }))).toBe(500);
    expect(changeDue(row({ amount: '1500', tendered: '1500' }))).toBeNull();
    expect(changeDue(row({ method: 'card', amount: '1500', tendered: '2000' }))).toBeNull();
  });

  test('refuse bad amounts, too little tendered, M-Pesa cents and phones', () => {
    expect(rowErrors(row({ amount: '' }), 'KE')).toEqual({
      amount: 'saluni.checkout.payment.amountInvalid',
    });
    expect(rowErrors(row({ amount: '1.234' }), 'KE')).toEqual({
      amount: 'saluni.checkout.payment.amountInvalid',
    });
    expect(rowErrors(row({ amount: '100', tendered: '50' }), 'KE')).toEqual({
      tendered: 'saluni.checkout.payment.tenderedTooLow',
    });
    expect(rowErrors(row({ method: 'm-pesa', amount: '100.50', phone: '' }), 'KE')).toEqual({
      amount: 'saluni.checkout.payment.wholeShillings',
      phone: 'saluni.spec.validation.phoneRequired',
    });
    expect(rowErrors(row({ method: 'm-pesa', amount: '100', phone: '0712' }), 'KE')).toEqual({
      phone: 'saluni.spec.validation.phoneValid',
    });
    expect(rowErrors(row({ method: 'm-pesa', amount: '100', phone: '0712345678' }), 'KE')).toEqual(
      {},
    );
  });

  test('become the payments POST /v1/order takes, optional fields only when given', () => {
    expect(
      paymentsOf([
        row({ amount: '10.10', tendered: '20' }),
        row({ method: 'card', amount: '5', reference: ' ' }),
        row({ method: 'm-pesa', amount: '7', phone: ' 0712345678 ' }),
      ]),
    ).toEqual([
      { method: 'cash', amount: 10.1, tendered: 20 },
      { method: 'card', amount: 5 },
      { method: 'm-pesa', amount: 7, phone: '0712345678' },
    ]);
  });
});
