import { describe, expect, it } from 'vitest';
import { smsSegments } from '../../../server/messaging/segments';

describe('SMS segments', () => {
  it.each([
    ['a'.repeat(160), 'GSM-7', 1],
    ['a'.repeat(161), 'GSM-7', 2],
    ['a'.repeat(306), 'GSM-7', 2],
    ['a'.repeat(307), 'GSM-7', 3],
    // Extension characters take two septets.
    ['€'.repeat(80), 'GSM-7', 1],
    ['€'.repeat(80) + 'a', 'GSM-7', 2],
    ['{'.repeat(79) + 'ab', 'GSM-7', 1],
    // A part of 153 septets never splits an escape pair: 152 letters then '€' does not fit in part one.
    ['a'.repeat(152) + '€' + 'a'.repeat(10), 'GSM-7', 2],
    ['a'.repeat(152) + '€'.repeat(77), 'GSM-7', 3],
    ['Habari! Karibu saluni — 10% off', 'UCS-2', 1],
    ['ж'.repeat(70), 'UCS-2', 1],
    ['ж'.repeat(71), 'UCS-2', 2],
    ['ж'.repeat(134), 'UCS-2', 2],
    ['ж'.repeat(135), 'UCS-2', 3],
    // An emoji is two UTF-16 units and is not split across parts.
    ['😀'.repeat(35), 'UCS-2', 1],
    ['ж'.repeat(66) + '😀', 'UCS-2', 1],
    ['ж'.repeat(66) + '😀' + 'ж'.repeat(4), 'UCS-2', 2],
  ] as const)('%#: %s is %s in %i part(s)', (message, encoding, segments) => {
    expect(smsSegments(message)).toEqual({ encoding, segments });
  });
});
