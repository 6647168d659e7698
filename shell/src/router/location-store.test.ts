import { waitFor } from '@testing-library/react';
import { locationStore } from './location-store';

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

describe('locationStore', () => {
  // A fresh entry: no forward entries left by an earlier test, so history.length counts this test's.
  beforeEach(() => window.history.pushState(null, '', '/'));

  it('pushes a new history entry and tells subscribers', () => {
    const changed = jest.fn();
    const unsubscribe = locationStore.subscribe(changed);
    const entries = window.history.length;
    locationStore.navigate('/pharma/ayurvedic?page=2#list');
    expect(address()).toBe('/pharma/ayurvedic?page=2#list');
    expect(window.history.length).toBe(entries + 1);
    expect(locationStore.getSnapshot()).toEqual({ pathname: '/pharma/ayurvedic', search: '?page=2', hash: '#list' });
    expect(changed).toHaveBeenCalledTimes(1);
    unsubscribe();
    locationStore.navigate('/pricing');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('replaces the current entry when asked', () => {
    locationStore.navigate('/pharma');
    const entries = window.history.length;
    locationStore.navigate('/search?q=para', { replace: true });
    expect(address()).toBe('/search?q=para');
    expect(window.history.length).toBe(entries);
  });

  it('resolves a query-only address against the current path, dropping the hash', () => {
    locationStore.navigate('/pharma/ayurvedic?sort=name#top');
    locationStore.navigate('?page=3');
    expect(address()).toBe('/pharma/ayurvedic?page=3');
  });

  it('keeps the same snapshot while the address is unchanged', () => {
    locationStore.navigate('/pricing');
    const first = locationStore.getSnapshot();
    expect(locationStore.getSnapshot()).toBe(first);
    locationStore.navigate('/registration');
    expect(locationStore.getSnapshot()).not.toBe(first);
  });

  it('tells subscribers when the visitor goes back and forward', async () => {
    locationStore.navigate('/pharma');
    locationStore.navigate('/pharma/ayurvedic');
    const seen: string[] = [];
    const unsubscribe = locationStore.subscribe(() => seen.push(locationStore.getSnapshot().pathname));
    window.history.back();
    await waitFor(() => expect(seen).toEqual(['/pharma']));
    window.history.forward();
    await waitFor(() => expect(seen).toEqual(['/pharma', '/pharma/ayurvedic']));
    unsubscribe();
  });
});
