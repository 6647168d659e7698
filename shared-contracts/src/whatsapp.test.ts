import { FREE_PACKAGE_ID } from './constants';
import { whatsappCategory, whatsappChatUrl, whatsappClickEvent } from './whatsapp';

describe('WhatsApp tracking', () => {
  it('uses the molecule category on the molecule site, the free-member one for package 5, else the site one', () => {
    expect(whatsappCategory('main')).toBe('WhatsApp');
    expect(whatsappCategory('company', 7)).toBe('WhatsApp');
    expect(whatsappCategory('main', FREE_PACKAGE_ID)).toBe('WhatsApp Free Member');
    expect(whatsappCategory('molecule')).toBe('WhatsApp Molecule');
    expect(whatsappCategory('molecule', FREE_PACKAGE_ID)).toBe('WhatsApp Molecule');
  });

  it('builds the track:event detail with the click source', () => {
    expect(whatsappClickEvent({ site: 'main', section: 'sticky enquiry', packageId: null })).toEqual({
      name: 'whatsapp_click',
      params: { category: 'WhatsApp', section: 'sticky enquiry' },
    });
    expect(whatsappClickEvent({ site: 'company', packageId: 5 }).params).toEqual({
      category: 'WhatsApp Free Member',
      section: undefined,
    });
  });

  it('opens a chat with the digits of the international number', () => {
    expect(whatsappChatUrl('+91 98765 43210')).toBe('https://wa.me/919876543210');
    expect(whatsappChatUrl('0091-98765-43210')).toBe('https://wa.me/919876543210');
  });
});
