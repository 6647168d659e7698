import { isClientNavigation, type LinkAnchor, type LinkClick } from './is-client-navigation';

const origin = 'https://www.pharmasetu.in';
const plainClick: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (over: Partial<{ href: string; target: string; download: boolean }> = {}): LinkAnchor => ({
  href: over.href ?? `${origin}/pharma`,
  target: over.target ?? '',
  hasAttribute: (name) => name === 'download' && over.download === true,
});

describe('isClientNavigation', () => {
  it('takes a plain left click on a same-origin link', () => {
    expect(isClientNavigation(plainClick, anchor(), origin)).toBe(true);
    expect(isClientNavigation(plainClick, anchor({ href: `${origin}/search?t=all&q=para` }), origin)).toBe(true);
    expect(isClientNavigation(plainClick, anchor({ target: '_self' }), origin)).toBe(true);
  });

  it.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)('leaves a %s click to the browser (new tab, window, download)', (key) => {
    expect(isClientNavigation({ ...plainClick, [key]: true }, anchor(), origin)).toBe(false);
  });

  it('leaves middle and right clicks to the browser', () => {
    expect(isClientNavigation({ ...plainClick, button: 1 }, anchor(), origin)).toBe(false);
    expect(isClientNavigation({ ...plainClick, button: 2 }, anchor(), origin)).toBe(false);
  });

  it('leaves a click another handler already prevented', () => {
    expect(isClientNavigation({ ...plainClick, defaultPrevented: true }, anchor(), origin)).toBe(false);
  });

  it('leaves links with another target, downloads and other origins to the browser', () => {
    expect(isClientNavigation(plainClick, anchor({ target: '_blank' }), origin)).toBe(false);
    expect(isClientNavigation(plainClick, anchor({ target: 'report' }), origin)).toBe(false);
    expect(isClientNavigation(plainClick, anchor({ download: true }), origin)).toBe(false);
    expect(isClientNavigation(plainClick, anchor({ href: 'https://molecule.pharmasetu.in/paracetamol' }), origin)).toBe(false);
    expect(isClientNavigation(plainClick, anchor({ href: 'http://www.pharmasetu.in/pharma' }), origin)).toBe(false);
  });
});
