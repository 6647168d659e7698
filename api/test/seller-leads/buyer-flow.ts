import { validEnquiry, Visitor } from '../helpers/app';
import type { FastifyInstance } from 'fastify';
import { internalEnquiryId } from './internal-id';

/**
 * A buyer's general requirement through the real calls: step 0, 1, 2, then the OTP (read from the dev outbox).
 * publicId is what the api answered (and what steps 1 and 2 send); enquiryId is the internal id routing keys on.
 */
export async function verifiedRequirement(
  app: FastifyInstance,
  mobile: string,
  requirement: Record<string, unknown> = {
    medicine_type: ['Tablets'],
    service_for: ['Gynaecology'],
    pcd_area: 'Ludhiana, Punjab, India',
  },
  options: {
    serviceType?: string;
    address?: string;
    /** More step-0 fields, e.g. `listing_slug`: a company page's requirement, for that company. */
    enquiry?: Record<string, unknown>;
    beforeOtp?: (enquiryId: number) => Promise<void>;
  } = {},
): Promise<{
  visitor: Visitor;
  enquiryId: number;
  publicId: string;
  validated: { statusCode: number; body: unknown };
}> {
  const visitor = new Visitor(app);
  const posted = await visitor.post(
    '/enquiry/new',
    validEnquiry(mobile, { service_type: options.serviceType ?? 'PCD Pharma Franchise', ...options.enquiry }),
  );
  const publicId = posted.json().enquiry_id as string;
  const enquiryId = await internalEnquiryId(app.db, publicId);
  const customer = {
    enquiry_id: publicId,
    name: 'Gurpreet Sandhu',
    email: `buyer${mobile}@example.com`,
    address: options.address ?? 'Mohali, Punjab, India',
    gst_number: 1,
    drug_license: 1,
  };
  if ((await visitor.post('/enquiry/update', customer)).statusCode !== 200) throw new Error('step 1 failed');
  const step2 = await visitor.post('/enquiry/update', { enquiry_id: publicId, ...requirement });
  if (step2.statusCode !== 200) throw new Error(`step 2 failed: ${step2.body}`);
  await options.beforeOtp?.(enquiryId);
  await visitor.post('/enquiry/otp/generate', { mobile, country: 'IN' });
  const otp = (await visitor.get(`/dev/outbox?to=${mobile}`))
    .json()
    .messages.find((m: { otp: string | null }) => m.otp)?.otp;
  const validated = await visitor.post('/enquiry/otp/validate', { otp });
  return { visitor, enquiryId, publicId, validated: { statusCode: validated.statusCode, body: validated.json() } };
}
