import { ExternalIcon } from '../HeaderIcons/HeaderIcons.tsx';
import * as s from '../../Header.css.ts';

export interface HeaderAccountLabels {
  login: string;
  myPage: string;
  logout: string;
  allottee: string;
  newWindow: string;
  account: string;
}

export interface HeaderAccountProps {
  /** The mobile menu's layout rather than the bar's. */
  mobile: boolean;
  isLoggedIn: boolean;
  showAllottee: boolean;
  allotteeHref: string;
  labels: HeaderAccountLabels;
  onLogin?: () => void;
  onMyPage?: () => void;
  onLogout?: () => void;
}

/** The header's account entries (SPEC §2, §6): login / join, or My Page and Logout, and the Allottee entry. */
export function HeaderAccount({ mobile, isLoggedIn, showAllottee, allotteeHref, labels, onLogin, onMyPage, onLogout }: HeaderAccountProps) {
  const textButton = mobile ? s.mobileTextButton : s.textButton;
  return (
    <ul className={mobile ? s.mobileAccount : s.account} aria-label={labels.account}>
      {isLoggedIn ? (
        <>
          {showAllottee ? (
            <li>
              <a className={s.allotteeLink} href={allotteeHref} target="_blank" rel="noopener" data-allottee="">
                {labels.allottee} <span className={s.visuallyHidden}>{labels.newWindow}</span>
                <ExternalIcon />
              </a>
            </li>
          ) : null}
          <li>
            <button type="button" className={textButton} onClick={onMyPage}>
              {labels.myPage}
            </button>
          </li>
          <li>
            <button type="button" className={textButton} onClick={onLogout}>
              {labels.logout}
            </button>
          </li>
        </>
      ) : (
        <li>
          <button type="button" className={textButton} onClick={onLogin}>
            {labels.login}
          </button>
        </li>
      )}
    </ul>
  );
}
