import { emit, EVENTS_VERSION, on, type SiteEvents } from './events';

describe('typed site events', () => {
  it('delivers the detail to a subscriber and stops after unsubscribe', () => {
    const seen: string[] = [];
    const off = on('enquiry:open-requirement', (detail) => seen.push(`${detail.section}|${detail.productName ?? ''}`));
    emit('enquiry:open-requirement', { section: 'category page', productName: 'Paracetamol' });
    off();
    emit('enquiry:open-requirement', { section: 'navbar' });
    expect(seen).toEqual(['category page|Paracetamol']);
  });

  it('keeps events apart by name', () => {
    const callbacks: string[] = [];
    const off = on('enquiry:open-callback', (detail) => callbacks.push(detail.section));
    emit('enquiry:open-requirement', { section: 'navbar' });
    emit('enquiry:open-callback', { section: 'sticky enquiry' });
    off();
    expect(callbacks).toEqual(['sticky enquiry']);
  });

  describe('events version', () => {
    /** Dispatches what an emitter bundling another copy of the contracts would, at `version` (none: an older emitter). */
    const emitAs = <K extends keyof SiteEvents>(version: number | undefined, name: K, detail: SiteEvents[K]) =>
      window.dispatchEvent(
        Object.assign(new CustomEvent(name, { detail }), version === undefined ? {} : { eventsVersion: version }),
      );
    let warn: jest.SpyInstance;
    beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
    afterEach(() => warn.mockRestore());

    it("stamps each event with the emitter's version", () => {
      const versions: unknown[] = [];
      const record = (event: Event) => versions.push((event as CustomEvent & { eventsVersion?: number }).eventsVersion);
      window.addEventListener('track:event', record);
      emit('track:event', { name: 'search' });
      window.removeEventListener('track:event', record);
      expect(versions).toEqual([EVENTS_VERSION]);
    });

    it('says nothing when both sides have the same version, or the emitter predates the stamp', () => {
      const seen: string[] = [];
      const off = on('track:event', (detail) => seen.push(detail.name));
      emit('track:event', { name: 'same' });
      emitAs(undefined, 'track:event', { name: 'unstamped' });
      off();
      expect(seen).toEqual(['same', 'unstamped']);
      expect(warn).not.toHaveBeenCalled();
    });

    it('logs a mismatch once per event and version with both versions, and still handles every event', () => {
      const older = EVENTS_VERSION - 1;
      const newer = EVENTS_VERSION + 1;
      const seen: string[] = [];
      const off = on('enquiry:open-callback', (detail) => seen.push(`${detail.section}|${detail.listingSlug ?? ''}`));
      emitAs(older, 'enquiry:open-callback', { section: 'sticky enquiry' });
      emitAs(older, 'enquiry:open-callback', { section: 'navbar' });
      emitAs(newer, 'enquiry:open-callback', { section: 'home page', listingSlug: 'acme' });
      off();
      expect(seen).toEqual(['sticky enquiry|', 'navbar|', 'home page|acme']);
      expect(warn.mock.calls).toEqual([
        [
          `[events] "enquiry:open-callback" was emitted with events version ${older}; this listener has version ${EVENTS_VERSION}. Handling it anyway.`,
        ],
        [
          `[events] "enquiry:open-callback" was emitted with events version ${newer}; this listener has version ${EVENTS_VERSION}. Handling it anyway.`,
        ],
      ]);
    });
  });
});
