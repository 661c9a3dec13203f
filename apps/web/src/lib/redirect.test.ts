import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('follows paths of this app', () => {
    expect(safeRedirect('/profile')).toBe('/profile');
    expect(safeRedirect('/user?page=2')).toBe('/user?page=2');
  });
  it('refuses other hosts, the sign-in page itself and nothing', () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/login?redirect=/x',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(target)).toBe('/');
    }
  });
});

describe('loginPathFor', () => {
  it('remembers where the person was', () => {
    expect(loginPathFor({ pathname: '/profile', search: '?tab=1' })).toBe('/login?redirect=%2Fprofile%3Ftab%3D1');
  });
  it('does not remember the role-refused page (signing in again must not land there)', () => {
    expect(loginPathFor({ pathname: '/error400', search: '' })).toBe('/login');
    expect(safeRedirect('/error400')).toBe('/');
  });
  it('does not remember the home page or the sign-in page', () => {
    expect(loginPathFor({ pathname: '/', search: '' })).toBe('/login');
    expect(loginPathFor({ pathname: '/login', search: '?redirect=/x' })).toBe('/login');
  });
});
