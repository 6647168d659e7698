import { fetchSellerQuota, type HttpClient, type SellerQuota } from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';

const dateLabel = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** This week's leads used and left against the package's quota, and when one more fits (read-only). */
export function QuotaCard({
  api,
  pricingUrl,
  onQuota,
}: {
  api: HttpClient;
  /** The packages page (the main site's). */
  pricingUrl: string;
  onQuota?: (q: SellerQuota) => void;
}) {
  const [quota, setQuota] = useState<SellerQuota | null>(null);
  useEffect(() => {
    let live = true;
    fetchSellerQuota(api).then(
      (q) => {
        if (!live) return;
        setQuota(q);
        onQuota?.(q);
      },
      () => undefined,
    );
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per api
  }, [api]);
  if (!quota) return <div aria-hidden="true" css={{ minHeight: 64 }} />;
  const full = quota.left === 0;
  return (
    <section
      aria-label="Quota and package"
      css={{
        display: 'grid',
        gap: 4,
        padding: 12,
        minHeight: 64,
        borderRadius: 6,
        border: `1px solid ${full ? '#e0a800' : '#e3e8ee'}`,
        background: full ? '#fff8e1' : '#f7f9fb',
      }}
    >
      <p css={{ margin: 0, fontWeight: 600 }}>
        {quota.used} of {quota.weekly_quota} leads this week · {quota.left} left
      </p>
      <p css={{ margin: 0 }}>
        {quota.package.name} package · leads are counted over the last 7 days
        {quota.next_free_at
          ? full
            ? `; the next one can come from ${dateLabel(quota.next_free_at)}`
            : `; the oldest of them stops counting on ${dateLabel(quota.next_free_at)}`
          : ''}
      </p>
      {full && (
        <p css={{ margin: 0 }}>
          This week&rsquo;s leads are used up: new requirements go to other sellers until then, or{' '}
          <a href={pricingUrl}>upgrade your package</a>.
        </p>
      )}
    </section>
  );
}
