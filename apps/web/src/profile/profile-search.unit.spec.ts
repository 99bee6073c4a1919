import { describe, expect, it } from 'vitest';
import { parseProfileSearch, profileFilters, profileSearchOf } from './profile-search';

describe('profile query parameters', () => {
  it('keep known values and leave the defaults out', () => {
    expect(parseProfileSearch({ search: ' Road ', sort: 'az', tab: 'trash' })).toEqual({
      search: 'Road',
      sort: 'az',
      tab: 'trash',
    });
    expect(parseProfileSearch({ sort: 'created', tab: 'personal', search: '   ' })).toEqual({});
  });

  it('drop unknown values and read a numeric term as text', () => {
    expect(parseProfileSearch({ sort: 'random', tab: 'secret', page: 3 })).toEqual({});
    expect(parseProfileSearch({ search: 2024 })).toEqual({ search: '2024' });
  });

  it('fill in the defaults for the screen and leave them out of the address again', () => {
    const filters = profileFilters({ sort: 'views' });
    expect(filters).toEqual({ search: '', sort: 'views', tab: 'personal' });
    expect(profileSearchOf(filters)).toEqual({ sort: 'views' });
    expect(profileSearchOf({ search: ' x ', sort: 'created-reverse', tab: 'shared' })).toEqual({
      search: 'x',
      sort: 'created-reverse',
      tab: 'shared',
    });
  });
});
