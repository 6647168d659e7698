import {
  REQUIREMENT_LABELS,
  requirementFields,
  STATUS_LABELS,
  type RequirementFieldKey,
  type SellerLeadDetails,
} from '@pharmasetu/shared-contracts';
import { csvTable } from './csv';

/** India keeps one offset all year (UTC+05:30, no daylight saving), so a fixed shift gives its wall-clock time. */
const IST_OFFSET_MS = 330 * 60_000;

/** "2026-11-26 11:47:53": India's wall-clock time in the one date-time form every Excel locale reads as a date. */
const indiaDateTime = (at: string | Date) =>
  new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

const FIELD_KEYS = Object.keys(REQUIREMENT_LABELS) as RequirementFieldKey[];

/**
 * The leads as a spreadsheet opens them: UTF-8 with a byte-order mark (so Excel does not read it as the local code
 * page), one column per field with the card's labels, a skipped field an empty cell, the time of the lead in India,
 * the mobile as plain digits with its country code (no '+', which a spreadsheet reads as a formula), and every cell a
 * spreadsheet could take for a formula neutralised (csvCell).
 */
export function leadsCsvTable(leads: SellerLeadDetails[]): string {
  const header = [
    'Lead ID',
    'Received (IST)',
    'Status',
    'Service type',
    'Lead state',
    'Name',
    'Mobile',
    'Email',
    'Message',
    ...FIELD_KEYS.map((k) => REQUIREMENT_LABELS[k]),
  ];
  const rows = leads.map((d) => {
    const given = new Map(requirementFields(d).map((f) => [f.key, f.value]));
    return [
      d.id,
      indiaDateTime(d.routed_at),
      STATUS_LABELS[d.status],
      d.service_type,
      d.state,
      d.buyer_name,
      `${d.buyer_isd_code}${d.buyer_mobile}`,
      d.buyer_email,
      d.message,
      ...FIELD_KEYS.map((k) => given.get(k)),
    ];
  });
  return `\uFEFF${csvTable(header, rows)}`;
}
