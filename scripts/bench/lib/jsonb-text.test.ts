import { describe, expect, it } from 'vitest';
import { jsonbText } from './jsonb-text';

describe('jsonbText', () => {
  it('orders keys by length then bytes and spaces separators as PostgreSQL prints jsonb', () => {
    expect(jsonbText({ rule: 'x', key: 'a', amount: -1.5, figures: { bb: 1, a: [1, 'é', null] } })).toBe(
      '{"key": "a", "rule": "x", "amount": -1.5, "figures": {"a": [1, "é", null], "bb": 1}}',
    );
  });
});
