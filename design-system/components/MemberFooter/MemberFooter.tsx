import type { ReactNode } from 'react';
import { formatPhone } from '../../format/format.ts';
import { SocialIcon, socialChannels, type SocialChannel } from './components/SocialIcon/SocialIcon.tsx';
import * as s from './MemberFooter.css.ts';

/** SPEC §2: one footer for the Naksan property and one for the Sokcho property. */
export const memberFooterVariants = ['naksan', 'sokcho'] as const;
export type MemberFooterVariant = (typeof memberFooterVariants)[number];

export const memberFooterTerms = ['termsOfUse', 'privacy', 'videoSurveillance', 'emailBan'] as const;
export type MemberFooterTerm = (typeof memberFooterTerms)[number];

/** The legally required business information of one property (DOMAIN: footer). */
export interface MemberFooterProperty {
  /** Company (trade) name. */
  company: string;
  /** CEO's name. */
  ceo: string;
  address: string;
  /** Telephone, any format (shown through formatPhone). */
  tel: string;
  /** Fax, any format (shown through formatPhone). */
  fax: string;
  /** 사업자등록번호, e.g. '123-45-67890'. */
  businessRegistration: string;
  /** 통신판매업 신고번호. */
  mailOrder: string;
  /** Channel links; a channel without a link shows no icon. */
  social: Partial<Record<SocialChannel, string>>;
}

export interface MemberFooterLabels extends Record<SocialChannel | MemberFooterTerm, string> {
  /** Name of the business information block (e.g. '사업자 정보'). */
  label: string;
  company: string;
  ceo: string;
  address: string;
  tel: string;
  fax: string;
  businessRegistration: string;
  mailOrder: string;
  /** Name of the list of channel links (e.g. '소셜 미디어'). */
  social: string;
  /** Name of the terms navigation (e.g. '약관 및 정책'). */
  terms: string;
  /** Said after links that open a new window (e.g. '새 창'). */
  newWindow: string;
}

export interface MemberFooterProps {
  /** Which property's block is shown. */
  variant: MemberFooterVariant;
  /** The business information of both properties (the app's data; the component holds none). */
  properties: Record<MemberFooterVariant, MemberFooterProperty>;
  /** Targets of the four terms links (SPEC §2: the app points them at its error page). */
  termsLinks: Record<MemberFooterTerm, string>;
  /** All texts. */
  labels: MemberFooterLabels;
  /** A copyright line under the block. @default none */
  copyright?: string;
}

/**
 * The owner portal's footer (SPEC §2 member footer): terms links, channel icons opening in a new
 * tab, and the property's business information (company and CEO, address, telephone, fax,
 * business registration and mail-order report numbers).
 */
export function MemberFooter({ variant, properties, termsLinks, labels, copyright }: MemberFooterProps) {
  const info = properties[variant];
  const channels = socialChannels.filter((channel) => info.social[channel]);
  const telDigits = info.tel.replace(/\D/g, '');
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'company', label: labels.company, value: info.company },
    { key: 'ceo', label: labels.ceo, value: info.ceo },
    { key: 'address', label: labels.address, value: info.address },
    { key: 'tel', label: labels.tel, value: <a href={`tel:${telDigits}`} className={s.telLink}>{formatPhone(info.tel)}</a> },
    { key: 'fax', label: labels.fax, value: formatPhone(info.fax) },
    { key: 'businessRegistration', label: labels.businessRegistration, value: info.businessRegistration },
    { key: 'mailOrder', label: labels.mailOrder, value: info.mailOrder },
  ];
  return (
    <footer className={s.footer} data-variant={variant}>
      <div className={s.inner}>
        <div className={s.top}>
          <nav aria-label={labels.terms}>
            <ul className={s.termsList}>
              {memberFooterTerms.map((term) => (
                <li key={term} className={s.termsItem}>
                  <a href={termsLinks[term]} className={[s.termsLink, term === 'privacy' ? s.termsLinkStrong : ''].join(' ')}>
                    {labels[term]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {channels.length > 0 && (
            <ul aria-label={labels.social} className={s.socialList}>
              {channels.map((channel) => (
                <li key={channel}>
                  <a href={info.social[channel]} target="_blank" rel="noopener noreferrer" className={s.socialLink}>
                    <SocialIcon channel={channel} />
                    <span className={s.visuallyHidden}>
                      {labels[channel]} {labels.newWindow}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <section aria-label={labels.label}>
          <dl className={s.infoList}>
            {rows.map((row) => (
              <div key={row.key} className={s.infoItem} data-field={row.key}>
                <dt className={s.infoLabel}>{row.label}</dt>
                <dd className={s.infoValue}>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {copyright && <p className={s.copyright}>{copyright}</p>}
      </div>
    </footer>
  );
}
