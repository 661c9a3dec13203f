import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { required } from './common';

describe('required()', () => {
  const amount = z.number(required()).int().min(0);
  const messageOf = (input: unknown) => amount.safeParse(input).error?.issues[0]?.message;

  it('says "not entered" only when nothing was sent, and "not valid" for a value of the wrong type', () => {
    expect(messageOf(undefined)).toBe('validation.required');
    expect(messageOf(null)).toBe('validation.required');
    // JSON's 1e400 arrives as Infinity; a text where a number goes.
    expect(messageOf(Number.POSITIVE_INFINITY)).toBe('validation.invalid');
    expect(messageOf('12')).toBe('validation.invalid');
    // The schema's own checks keep their messages.
    expect(messageOf(-1)).not.toBe('validation.required');
    expect(amount.safeParse(12).success).toBe(true);
  });
});
