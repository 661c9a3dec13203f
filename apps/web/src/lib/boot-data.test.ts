// @vitest-environment jsdom
import type { CurrentUser } from '@hr/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { takeBootAnswer } from './boot-data';
import { session } from './session';

const answer = () => Promise.resolve(new Response('{}'));

describe('boot answers (lib/boot-data.ts)', () => {
  afterEach(() => {
    window.__bootGo = undefined;
    window.__bootData = undefined;
  });

  it('hands each waiting answer once, to its own address only', () => {
    const users = answer();
    window.__bootData = { '/api/users?page=1&limit=20': users, '/api/auth/user': answer() };
    expect(takeBootAnswer('/api/users?page=2&limit=20')).toBeUndefined();
    expect(takeBootAnswer('/api/users?page=1&limit=20')).toBe(users);
    expect(takeBootAnswer('/api/users?page=1&limit=20')).toBeUndefined();
    expect(Object.keys(window.__bootData)).toEqual(['/api/auth/user']);
  });

  it("first starts the boot script's calls if its next task has not come yet, once", () => {
    let started = 0;
    window.__bootGo = () => {
      window.__bootGo = undefined;
      started += 1;
      window.__bootData = { '/api/auth/user': answer() };
    };
    expect(takeBootAnswer('/api/auth/user')).toBeDefined();
    expect(takeBootAnswer('/api/auth/user')).toBeUndefined();
    expect(started).toBe(1);
  });

  it("forgets the answers not taken when a session starts or ends (they were asked for with the page's session)", () => {
    window.__bootData = { '/api/auth/user': answer() };
    session.clear();
    expect(takeBootAnswer('/api/auth/user')).toBeUndefined();
    window.__bootData = { '/api/auth/user': answer() };
    session.start('token-of-the-next-person', 4, 3600, { id: 9 } as CurrentUser);
    expect(takeBootAnswer('/api/auth/user')).toBeUndefined();
    session.clear();
  });
});
