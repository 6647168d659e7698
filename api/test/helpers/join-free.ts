import type { FastifyInstance } from 'fastify';
import { codeSentTo } from '../security/support';
import { Visitor } from './app';

/** A Join Free form that passes validation: a city picked from the list, const-data service types and categories. */
export const joinFree = (mobile: string, extra: Record<string, unknown> = {}) => ({
  company_name: `Kaveri Lifesciences ${mobile}`,
  contact_name: 'Lakshmi Rao',
  mobile,
  country_code: 'IN',
  email: `lakshmi${mobile}@kaveri.in`,
  city: 'Bengaluru, Karnataka, India',
  service_types: ['PCD Pharma Franchise'],
  categories: ['Dermatology / Cosmetics'],
  ...extra,
});

/** The seller proves the mobile as the form does: a code by SMS (the buyers' OTP routes) typed back in this session. */
export async function proveMobile(visitor: Visitor, mobile: string, country = 'IN', isd = '91'): Promise<void> {
  const sent = await visitor.post('/enquiry/otp/generate', { mobile, country });
  if (sent.statusCode !== 200) throw new Error(`OTP generate answered ${sent.statusCode}: ${sent.body}`);
  const code = await codeSentTo(visitor.app.db, `+${isd}${mobile.replace(/\D/g, '')}`);
  const checked = await visitor.post('/enquiry/otp/validate', { otp: code });
  if (checked.statusCode !== 200) throw new Error(`OTP validate answered ${checked.statusCode}: ${checked.body}`);
}

/** Join Free through the real calls: a new visitor proves the mobile, then registers. Answers the visitor and the reply. */
export async function registerCompany(app: FastifyInstance, body: Record<string, unknown>) {
  const visitor = new Visitor(app);
  await proveMobile(visitor, String(body.mobile), String(body.country_code ?? 'IN'));
  const reply = await visitor.post('/api/registration', body);
  return { visitor, reply };
}
