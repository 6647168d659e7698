import type { LeadStatus } from '@pharmasetu/shared-contracts';

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  not_relevant: 'Not relevant',
};
