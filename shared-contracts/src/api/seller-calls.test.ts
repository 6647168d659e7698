import { fetchSellerLeads, sellerLeadsCsvUrl } from './seller-leads-list';
import { markSellerLead } from './seller-mark-lead';
import type { HttpClient } from './http';

describe('seller calls', () => {
  it('the list and the CSV share the filters, leave empty ones out, and start at offset 0', async () => {
    const get = jest.fn(async () => ({ leads: [], limit: 200, offset: 0 }));
    await fetchSellerLeads({ get, post: jest.fn() } as unknown as HttpClient, {
      service_type: '',
      state: ' Punjab ',
      status: 'new',
    });
    expect(get).toHaveBeenCalledWith('/seller/leads', {
      query: { service_type: undefined, state: 'Punjab', status: 'new', limit: undefined, offset: 0 },
    });
    expect(sellerLeadsCsvUrl('http://localhost:4001/', { state: 'Punjab', status: 'contacted' })).toBe(
      'http://localhost:4001/seller/leads.csv?state=Punjab&status=contacted&offset=0',
    );
  });

  it('marks a lead with its id in the path', async () => {
    const post = jest.fn(async () => ({ id: 7, status: 'contacted' }));
    await markSellerLead({ get: jest.fn(), post } as unknown as HttpClient, 7, 'contacted');
    expect(post).toHaveBeenCalledWith('/seller/leads/7/status', { status: 'contacted' });
  });
});
