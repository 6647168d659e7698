import { localSiteSettings } from '@pharmasetu/shared-contracts';
import { callbackEvents, requirementPostedEvents } from './tracking';

describe('tracking events', () => {
  it('a post-requirement submit on the main site goes to the main accounts with the section', () => {
    expect(requirementPostedEvents(localSiteSettings('main'), 'navbar', 'PCD Pharma Franchise')).toEqual([
      {
        name: 'conversion',
        params: {
          send_to: 'AW-MAIN-LOCAL',
          event: 'requirement_posted',
          section: 'navbar',
          service_type: 'PCD Pharma Franchise',
          source: 'Website',
        },
      },
      {
        name: 'requirement_posted',
        params: {
          send_to: 'G-MAIN-LOCAL',
          site: 'main',
          section: 'navbar',
          service_type: 'PCD Pharma Franchise',
          source: 'Website',
        },
      },
    ]);
  });

  it('the molecule site uses its own accounts and source', () => {
    const [ads, analytics] = requirementPostedEvents(
      localSiteSettings('molecule'),
      'home page',
      '3rd Party Manufacturing',
    );
    expect(ads!.params).toMatchObject({
      send_to: 'AW-MOLECULE-LOCAL',
      source: 'Website-Molecule',
      section: 'home page',
    });
    expect(analytics!.params).toMatchObject({ send_to: 'G-MOLECULE-LOCAL' });
  });

  it('a quick enquiry success is tracked, and a site without accounts sends nothing', () => {
    expect(
      callbackEvents(localSiteSettings('main'), 'sticky enquiry', 'PCD Pharma Franchise').map((e) => e.name),
    ).toEqual(['conversion', 'quick_enquiry_posted']);
    expect(callbackEvents({ ...localSiteSettings('main'), tracking: {} }, 'sticky enquiry', 'x')).toEqual([]);
  });
});
