import type { MouseEvent, ReactElement } from 'react';
import { formatPhone } from '../../format/format.ts';
import * as s from './Footer.css.ts';

/** The social channels of the footer, in order (SPEC §1). */
export const footerSocialKinds = ['instagram', 'facebook', 'youtube', 'kakao'] as const;
export type FooterSocialKind = (typeof footerSocialKinds)[number];

/** Support navigation states (SPEC §2): 1 notices, 2 FAQ, 3 VOC. */
export const footerSupportStates = [1, 2, 3] as const;
export type FooterSupportState = (typeof footerSupportStates)[number];
const supportKeys = { 1: 'notice', 2: 'faq', 3: 'voc' } as const;

/** Business and contact facts of the brand (branding_data, SPEC §3). */
export interface FooterInfo {
  /** Hotel (company) name in the page language. */
  hotelName: string;
  /** CEO (main_name). */
  ceoName: string;
  /** Address (hotel_address). */
  address: string;
  /** Main phone (main_tel), shown through formatPhone and linked with tel:. */
  phone?: string | null;
  /** E-mail (main_email), linked with mailto:. */
  email?: string | null;
  /** Fax (fax_number), shown through formatPhone. */
  fax?: string | null;
  /** Business registration number (사업자등록번호). */
  businessRegistration: string;
  /** Mail-order business report number (통신판매업신고번호). */
  mailOrderReport?: string | null;
}

/** Social links; empty or missing ones are not shown (SPEC §1). */
export type FooterSocialLinks = Partial<Record<FooterSocialKind, string | null>>;

export interface FooterTerm {
  /** The term's title (brand_term_list[].title). */
  title: string;
}

export interface FooterLabels {
  /** Contact block heading, e.g. '고객센터'. */
  contact: string;
  /** Phone label. */
  phone: string;
  /** E-mail label. */
  email: string;
  /** Fax label. */
  fax: string;
  /** Support block heading. */
  support: string;
  /** Notices link (support state 1). */
  notice: string;
  /** FAQ link (support state 2). */
  faq: string;
  /** VOC link (support state 3). */
  voc: string;
  /** Social block heading. */
  social: string;
  /** Instagram link name. */
  instagram: string;
  /** Facebook link name. */
  facebook: string;
  /** YouTube link name. */
  youtube: string;
  /** KakaoTalk channel link name. */
  kakao: string;
  /** Hint read after links that open a new window. */
  newWindow: string;
  /** Name of the terms navigation. */
  terms: string;
  /** Address label. */
  address: string;
  /** Company (hotel name) label. */
  company: string;
  /** CEO label. */
  ceo: string;
  /** Business registration number label. */
  businessRegistration: string;
  /** Mail-order business report number label. */
  mailOrder: string;
  /** Heading of the business information block (read by screen readers only). */
  businessInfo: string;
}

export interface FooterProps {
  /** Contact and business facts. */
  info: FooterInfo;
  /** Social links; only non-empty ones are shown. @default {} */
  social?: FooterSocialLinks;
  /** Terms, linked to /terms?state={1-based index}. @default [] */
  terms?: readonly FooterTerm[];
  /** The copyright line (SPEC §1: for 2025). */
  copyright: string;
  /** Interface text. */
  labels: FooterLabels;
  /** Mobile layout: shows the hotel logo (SPEC §1). @default false */
  isMobile?: boolean;
  /** The hotel logo's address, shown on mobile. */
  logoSrc?: string | null;
  /** Text alternative of the logo (the hotel name). @default '' */
  logoAlt?: string;
  /** Called with the support state (1 notices, 2 FAQ, 3 VOC) when a Support link is clicked. */
  onSupport?: (state: FooterSupportState) => void;
  /** Called on every internal link click with its path; the links are plain <a href> for the app's router. */
  onNavigate?: (path: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Extra class on the <footer>. */
  className?: string;
}

const hasLink = (url: string | null | undefined): url is string => typeof url === 'string' && url.trim() !== '';
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The brand footer (SPEC §1): contact, support links, social icons (only those with a link),
 * terms, business information and the copyright line; the hotel logo on mobile.
 */
export function Footer({
  info,
  social = {},
  terms = [],
  copyright,
  labels,
  isMobile = false,
  logoSrc,
  logoAlt = '',
  onSupport,
  onNavigate,
  className,
}: FooterProps) {
  const socials = footerSocialKinds.filter((kind) => hasLink(social[kind]));
  const navigate = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => onNavigate?.(path, event);

  return (
    <footer className={[s.root, className ?? ''].filter(Boolean).join(' ')}>
      <div className={s.inner}>
        {isMobile && logoSrc ? <img className={s.logo} src={logoSrc} alt={logoAlt} width={144} height={36} /> : null}

        <div className={s.top}>
          <section>
            <h2 className={s.heading}>
              {labels.contact}
            </h2>
            {info.phone ? (
              <a className={s.phone} href={telHref(info.phone)}>
                <span className={s.visuallyHidden}>{labels.phone}</span>{' '}
                {formatPhone(info.phone)}
              </a>
            ) : null}
            <dl className={s.facts}>
              {info.email ? (
                <>
                  <dt className={s.term}>{labels.email}</dt>
                  <dd className={s.value}>
                    <a className={s.inlineLink} href={`mailto:${info.email}`}>
                      {info.email}
                    </a>
                  </dd>
                </>
              ) : null}
              {info.fax ? (
                <>
                  <dt className={s.term}>{labels.fax}</dt>
                  <dd className={s.value}>{formatPhone(info.fax)}</dd>
                </>
              ) : null}
            </dl>
          </section>

          <section>
            <h2 className={s.heading}>
              {labels.support}
            </h2>
            <ul className={s.linkList}>
              {footerSupportStates.map((state) => {
                const href = `/support?state=${state}`;
                return (
                  <li key={state}>
                    <a
                      className={s.supportLink}
                      href={href}
                      onClick={(event) => {
                        onSupport?.(state);
                        onNavigate?.(href, event);
                      }}
                    >
                      {labels[supportKeys[state]]}
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>

          {socials.length > 0 ? (
            <section>
              <h2 className={s.heading}>
                {labels.social}
              </h2>
              <ul className={s.social}>
                {socials.map((kind) => {
                  const Icon = socialIcons[kind];
                  return (
                    <li key={kind}>
                      <a className={s.socialLink} href={social[kind]!.trim()} target="_blank" rel="noopener noreferrer" data-social={kind}>
                        <Icon />
                        <span className={s.visuallyHidden}>{labels[kind]}</span>{' '}
                        <span className={s.visuallyHidden}>{labels.newWindow}</span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>

        {terms.length > 0 ? (
          <nav aria-label={labels.terms}>
            <ul className={s.terms}>
              {terms.map((term, index) => {
                const href = `/terms?state=${index + 1}`;
                return (
                  <li key={href} className={s.termItem}>
                    <a className={s.termLink} href={href} onClick={navigate(href)}>
                      {term.title}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}

        <h2 className={s.visuallyHidden}>{labels.businessInfo}</h2>
        <address>
          <ul className={s.business}>
            <li>
              <span className={s.businessLabel}>{labels.address}</span>
              {info.address}
            </li>
            <li>
              <span className={s.businessLabel}>{labels.company}</span>
              {info.hotelName}
            </li>
            <li>
              <span className={s.businessLabel}>{labels.ceo}</span>
              {info.ceoName}
            </li>
            <li>
              <span className={s.businessLabel}>{labels.businessRegistration}</span>
              {info.businessRegistration}
            </li>
            {info.mailOrderReport ? (
              <li>
                <span className={s.businessLabel}>{labels.mailOrder}</span>
                {/* An official number written in Korean (제2025-…-0031호), whatever the page's language. */}
                <span lang={HANGUL.test(info.mailOrderReport) ? 'ko' : undefined}>{info.mailOrderReport}</span>
              </li>
            ) : null}
          </ul>
        </address>

        <p className={s.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}

/** Hangul syllables and jamo: text in Korean. */
const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]/;

const iconProps = { className: s.socialIcon, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

function InstagramIcon() {
  return (
    <svg {...iconProps} fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1.1" fill="currentColor" stroke="none" />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <path d="M13.6 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3.1z" />
    </svg>
  );
}

function YoutubeIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <path
        fillRule="evenodd"
        d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z"
      />
    </svg>
  );
}

function KakaoIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <path d="M12 4.2c-5 0-9 3.1-9 7 0 2.5 1.7 4.7 4.2 6l-.9 3.4c-.1.4.3.6.6.4l4-2.7c.4 0 .7.1 1.1.1 5 0 9-3.1 9-7.1s-4-7.1-9-7.1z" />
    </svg>
  );
}

const socialIcons: Record<FooterSocialKind, () => ReactElement> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  youtube: YoutubeIcon,
  kakao: KakaoIcon,
};
