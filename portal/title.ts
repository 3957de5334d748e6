import { portalScreenOf } from './routes.ts';

/** '{screen} | 분양회원 포털' (SPEC §2 menu titles); the home and unknown addresses have their own. */
export function portalTitle(pathname: string, t: (key: string) => string): string {
  const screen = portalScreenOf(pathname);
  const page = !screen
    ? t('member:notFound.title')
    : screen.screen === 'home'
      ? t('member:homeTitle')
      : screen.screen === 'notFound'
        ? t('member:notFound.title')
        : screen.menu === 'booking'
          ? t('ui:memberMenu.affiliateInquiry')
          : t(`ui:memberMenu.${screen.menu}`);
  return `${page} | ${t('member:portalTitle')}`;
}
