import { emit, on } from './events';

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
});
