import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { isActivePath, Link, NavLink } from './Link.js';

const at = (path: string, links: React.ReactNode) => renderToString(<MemoryRouter initialEntries={[path]}>{links}</MemoryRouter>);

describe('Link', () => {
  it('is an anchor to the path, its query and fragment kept, with the attributes it was given', () => {
    const html = at(
      '/',
      <Link to="/store/dogs?sort=new#top" className="button" aria-label="New dog tests">
        New
      </Link>,
    );
    expect(html).toBe('<a class="button" aria-label="New dog tests" href="/store/dogs?sort=new#top">New</a>');
  });
});

describe('NavLink', () => {
  it('marks the link of the page shown, and leaves the others unmarked', () => {
    const html = at(
      '/vet',
      <>
        <NavLink to="/breeder">Breeder</NavLink>
        <NavLink to="/vet" className="menu">
          Veterinarians
        </NavLink>
      </>,
    );
    expect(html).toBe('<a href="/breeder">Breeder</a><a class="menu active" aria-current="page" href="/vet">Veterinarians</a>');
  });

  it('marks a section on the pages below it unless it is `end`', () => {
    const html = at(
      '/breeder/for-dogs/dna-tests',
      <>
        <NavLink to="/breeder">Breeder</NavLink>
        <NavLink to="/breeder" end>
          Breeder home
        </NavLink>
      </>,
    );
    expect(html).toBe('<a class="active" aria-current="page" href="/breeder">Breeder</a><a href="/breeder">Breeder home</a>');
  });
});

describe('isActivePath (react-router NavLink rule)', () => {
  it.each([
    ['/vet', '/vet', true, true],
    ['/VET', '/vet', true, true],
    ['/vet/patients', '/vet', false, true],
    ['/vet/patients', '/vet', true, false],
    ['/veterinary', '/vet', false, false],
    ['/vet', '/vet?tab=2#x', true, true],
    ['/vet/patients', '/vet/', false, true],
    ['/breeder', '/', false, false],
    ['/', '/', true, true],
  ])('on %s a link to %s (end %s) is active: %s', (current, to, end, active) => {
    expect(isActivePath(current, to, end)).toBe(active);
  });
});
