import { HOT_LEAD_HOURS } from '@pharmasetu/shared-contracts';

/** Why a lead is hot, in the words the seller reads (the rule is the api's: shared-contracts HOT_LEAD_REQUIRED_WHEN). */
const HOT_MEANING = `the buyer needs it soon and asked within the last ${HOT_LEAD_HOURS} hours`;

/** "Hot" as text (never colour alone), with its meaning for screen readers and on hover unless it is `explained` beside. */
export function HotBadge({ explained = false }: { explained?: boolean }) {
  return (
    <span
      title={`Hot: ${HOT_MEANING}`}
      css={{
        display: 'inline-block',
        padding: '1px 8px',
        borderRadius: 10,
        background: '#fde8e4',
        color: '#9a2a12',
        fontWeight: 700,
        fontSize: 13,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
      }}
    >
      Hot
      {!explained && (
        <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
          {`: ${HOT_MEANING}`}
        </span>
      )}
    </span>
  );
}
