import { localSiteSettings } from '@pharmasetu/shared-contracts';
import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../test-support/render-with-theme';
import Footer, { FOOTER_LOAD_MARGIN_PX } from './footer';

/** A stand-in for the browser's IntersectionObserver that the test moves by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The observed element enters (or not) the area the observer watches. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('Footer (exposed)', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('shows the floating buttons at once and the footer only when the visitor comes near it', async () => {
    renderWithTheme(<Footer settings={localSiteSettings('main')} />);
    expect(screen.getByRole('button', { name: 'Request Call Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat on WhatsApp +91 98765 43210' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();

    const [observer] = FakeIntersectionObserver.instances;
    expect(observer!.options.rootMargin).toBe(`${FOOTER_LOAD_MARGIN_PX}px`);
    expect(observer!.observed).toEqual([screen.getByTestId('footer-placeholder')]);
    act(() => observer!.report(false));
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();

    act(() => observer!.report(true));
    expect(await screen.findByTestId('site-footer')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Quick Links' })).toBeInTheDocument();
    expect(screen.queryByTestId('footer-placeholder')).not.toBeInTheDocument();
    expect(observer!.disconnected).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Request Call Back' })).toHaveLength(1);
  });

  it('holds nothing back where the browser has no IntersectionObserver', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    renderWithTheme(<Footer settings={localSiteSettings('main')} />);
    expect(await screen.findByTestId('site-footer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'href',
      'http://localhost:3000/pages/about-us',
    );
  });
});
