import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, 600);
  return (
    <div ref={place} data-testid="place">
      {near ? 'near' : 'far'}
    </div>
  );
}

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: { callback: Callback; margin?: string; disconnected: boolean }[] = [];

class FakeObserver {
  private entry: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.entry = { callback, margin: options?.rootMargin, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

describe('useNearViewport', () => {
  const original = window.IntersectionObserver;
  beforeEach(() => {
    observers = [];
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterAll(() => {
    window.IntersectionObserver = original;
  });

  it('stays false until the element comes within the margin of the viewport, then true for good', () => {
    render(<Probe />);
    expect(screen.getByTestId('place')).toHaveTextContent('far');
    expect(observers[0]!.margin).toBe('600px');
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.getByTestId('place')).toHaveTextContent('far');
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByTestId('place')).toHaveTextContent('near');
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('is true as soon as the visitor reaches into the element', () => {
    render(<Probe />);
    fireEvent.focusIn(screen.getByTestId('place'));
    expect(screen.getByTestId('place')).toHaveTextContent('near');
  });

  it('is true at once without IntersectionObserver', () => {
    window.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    render(<Probe />);
    expect(screen.getByTestId('place')).toHaveTextContent('near');
  });
});
