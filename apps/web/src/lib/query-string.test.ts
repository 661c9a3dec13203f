import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('skips empty values and sends arrays as key[]', () => {
    expect(toQueryString({ page: 2, name: '', role_id: undefined, q: null, ids: [3, 4], none: [] })).toBe(
      '?page=2&ids%5B%5D=3&ids%5B%5D=4',
    );
  });
  it('keeps zero and false, encodes text', () => {
    expect(toQueryString({ gender: 0, active: false, name: 'Nguyễn Văn' })).toBe(
      '?gender=0&active=false&name=Nguy%E1%BB%85n+V%C4%83n',
    );
  });
  it('is empty without values', () => {
    expect(toQueryString({})).toBe('');
    expect(toQueryString()).toBe('');
  });
});
