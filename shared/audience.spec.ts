import { describe, expect, it } from '@jest/globals';
import { audienceOfPath, headerThemeOf, inferAudience, userTypeCookieValue } from './audience.js';

describe('inferAudience (spec §2)', () => {
  const guest = (pathname: string, userType: 'guest' | 'breeder' | 'owner' | 'vet' = 'guest') =>
    inferAudience({ pathname, userType, signedIn: false });

  it.each([
    ['/breeder', 'breeder'],
    ['/breeder/for-dogs/dna-tests', 'breeder'],
    ['/register/breeder', 'breeder'],
    ['/pet-owner', 'pet-owner'],
    ['/pet-owner/products', 'pet-owner'],
    ['/owner', 'pet-owner'],
    ['/vet', 'vet'],
    ['/vet/for-cats/breeds', 'vet'],
    ['/register/vet', 'vet'],
    ['/guest', 'guest'],
  ] as const)('a guest on %s sees the %s shop', (path, audience) => {
    expect(guest(path)).toBe(audience);
  });

  it('a path naming an audience wins over a guest’s remembered type', () => {
    expect(guest('/vet', 'breeder')).toBe('vet');
  });

  it.each([
    '/my/my-animals',
    '/my/breeder',
    '/why-breeder',
    '/why-full-breed-profile',
    '/research-innovation',
    '/research-innovation/apply',
  ])('%s never selects an audience from the path', (path) => {
    expect(guest(path, 'vet')).toBe('vet');
    expect(guest(path)).toBe('guest');
  });

  it('paths that name no audience fall back to the user type, owner mapping to pet-owner', () => {
    expect(guest('/contact-us')).toBe('guest');
    expect(guest('/contact-us', 'owner')).toBe('pet-owner');
    expect(guest('/', 'breeder')).toBe('breeder');
  });

  it('only matches whole path segments', () => {
    expect(audienceOfPath('/veterinary-news')).toBeUndefined();
    expect(audienceOfPath('/breeders-club')).toBeUndefined();
    expect(audienceOfPath('/news-and-blogs/vet?q=1')).toBe('vet');
  });

  it('a signed-in user always sees their own type, whatever the path', () => {
    expect(inferAudience({ pathname: '/vet', userType: 'breeder', signedIn: true })).toBe('breeder');
    expect(inferAudience({ pathname: '/breeder', userType: 'owner', signedIn: true })).toBe('pet-owner');
    expect(inferAudience({ pathname: '/', userType: 'vet', signedIn: true })).toBe('vet');
  });
});

describe('userTypeCookieValue (spec §4)', () => {
  it('is guest by default', () => {
    expect(userTypeCookieValue({})).toBe('guest');
    expect(userTypeCookieValue({ signedInType: 'guest' })).toBe('guest');
  });

  it.each(['breeder', 'owner', 'vet'] as const)('a signed-in %s keeps their type on any path', (type) => {
    for (const pathname of ['/vet', '/pet-owner', '/breeder', '/']) {
      expect(userTypeCookieValue({ signedInType: type, pathname })).toBe(type);
    }
  });

  it('a guest on a vet path becomes vet', () => {
    expect(userTypeCookieValue({ pathname: '/vet/for-dogs' })).toBe('vet');
    expect(userTypeCookieValue({ signedInType: 'guest', pathname: '/vet' })).toBe('vet');
  });

  it('a guest on a pet-owner path becomes owner', () => {
    expect(userTypeCookieValue({ pathname: '/pet-owner/products' })).toBe('owner');
  });

  it('a guest anywhere else becomes breeder', () => {
    expect(userTypeCookieValue({ pathname: '/breeder' })).toBe('breeder');
    expect(userTypeCookieValue({ pathname: '/contact-us' })).toBe('breeder');
    expect(userTypeCookieValue({ pathname: '/' })).toBe('breeder');
  });
});

describe('headerThemeOf (spec §1)', () => {
  it('colours owners orange, vets teal, breeders and everyone else pink', () => {
    expect(headerThemeOf('pet-owner')).toBe('owner');
    expect(headerThemeOf('vet')).toBe('vet');
    expect(headerThemeOf('breeder')).toBe('breeder');
    expect(headerThemeOf('guest')).toBe('breeder');
  });
});
