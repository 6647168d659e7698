import styled from '@emotion/styled';
import { emit, type SiteSettings, telHref, whatsappChatUrl, whatsappClickEvent } from '@pharmasetu/shared-contracts';
import { useId } from 'react';

const Block = styled.section`
  font-size: 14px;
  h2 {
    font-size: 16px;
    color: #fff;
    margin: 0 0 12px;
  }
  dl {
    margin: 0;
    line-height: 1.6;
  }
  dt {
    color: #8a96a3;
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0 0 10px;
  }
  address {
    font-style: normal;
  }
  /* Each number a tap target: 24 px at least, 40 px on a phone (spec §9's control height). */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: #fff;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  ${({ theme }) => theme.media.mobile} {
    a {
      min-height: ${({ theme }) => theme.input.height}px;
    }
  }
  a:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
`;

/** The site's phone numbers, WhatsApp number, e-mail and office address, all from its settings. */
export function ContactBlock({ settings, packageId }: { settings: SiteSettings; packageId?: number | null }) {
  const { phones, whatsapp, email, address } = settings.contact;
  const titleId = useId();
  return (
    <Block aria-labelledby={titleId}>
      <h2 id={titleId}>Contact</h2>
      <dl>
        <dt>Call us</dt>
        {phones.map((phone) => (
          <dd key={phone}>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        ))}
        <dt>WhatsApp</dt>
        <dd>
          <a
            href={whatsappChatUrl(whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp ${whatsapp}`}
            onClick={() => emit('track:event', whatsappClickEvent({ site: settings.site, packageId }))}
          >
            {whatsapp}
          </a>
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
        <dt>Office</dt>
        <dd>
          <address>{address}</address>
        </dd>
      </dl>
    </Block>
  );
}
