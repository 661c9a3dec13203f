import { describe, expect, test } from 'vitest';
import { baseUrl } from '../support/browser';

describe('robots.txt', () => {
  test('keeps every crawler out of the internal tool (a robots file, not the app page)', async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines).toEqual(['User-agent: *', 'Disallow: /']);
  });
});
