// The one export file of the design system (STYLE.md): every public export is named here.
import './fonts/pretendard.css';

// tokens
export { vars } from './tokens/theme.css.ts';
export { breakpoints, media } from './tokens/breakpoints.ts';
export { applyBrandColor, BRAND_COLOR_ATTRIBUTE, brandColorCss, brandHoverColor, isHotelColor } from './tokens/brandColor.ts';

// formatting (SPEC §5, §9)
export {
  DASH, INVALID_NUMBER_MESSAGE, NOT_AVAILABLE, formatChange, formatChangePercent, formatEok, formatNumber, formatOneDecimal, formatPercent, formatPhone, formatShare, formatWon,
  formatCompactWon, compactWonFormatter, monthOptions, yearOptions, type Option,
} from './format/format.ts';
export { formatDate, formatYearMonth, isValidShortDate } from './format/date.ts';
export { hotelLocation } from './format/hotelLocation.ts';

// hooks
export { lockScroll, useScrollLock } from './hooks/useScrollLock.ts';
export { useScrollState } from './hooks/useScrollState.ts';
export { useFocusTrap } from './hooks/useFocusTrap.ts';
export { useOutsideClick } from './hooks/useOutsideClick.ts';
export { useMediaQuery } from './hooks/useMediaQuery.ts';
export { useIsClient } from './hooks/useIsClient.ts';
export { throttle } from './hooks/throttle.ts';
export { beginHydration, HydrationPart, lazyPart, markHydrated, useHydrationDone, useMountedInTransition } from './hooks/hydration.tsx';
export { nextTask } from './hooks/nextTask.ts';
export { demandPart, DEMAND_PART_ATTRIBUTE, DEMAND_PART_LIVE_ATTRIBUTE, type DemandPart } from './hooks/demandPart.tsx';
export { staticPart, STATIC_PART_ATTRIBUTE, STATIC_PART_LIVE_ATTRIBUTE, type StaticPart } from './hooks/staticPart.tsx';
export { revealInRow } from './hooks/revealInRow.ts';

// components
export { RippleButton, RIPPLE_DURATION_MS, rippleButtonSizes, rippleButtonVariants, type RippleButtonProps } from './components/RippleButton/RippleButton.tsx';
export { Lightbox, SWIPE_PX, type LightboxProps, type LightboxImage, type LightboxLabels } from './components/Lightbox/Lightbox.tsx';
export { Modal, modalVariants, MODAL_SPRING_MS, type ModalProps, type ModalVariant } from './components/Modal/Modal.tsx';
export { HotelCard, type HotelCardProps } from './components/HotelCard/HotelCard.tsx';
export { HotelSelectModal, HOTEL_SELECT_MODAL_WIDTH, type HotelSelectModalProps, type HotelSelectOption } from './components/HotelSelectModal/HotelSelectModal.tsx';
export { Stepper, type StepperProps, type StepperLabels } from './components/Stepper/Stepper.tsx';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './components/Spinner/Spinner.tsx';
export { LoadingOverlay, loadingOverlayScopes, type LoadingOverlayProps, type LoadingOverlayScope } from './components/LoadingOverlay/LoadingOverlay.tsx';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton.tsx';
export { LoginProcessing, type LoginProcessingProps } from './components/LoginProcessing/LoginProcessing.tsx';
export { ToastHost, notify, TOAST_SETTINGS, toastKinds, type ToastHostProps, type ToastKind, type NotifyOptions } from './components/ToastHost/ToastHost.tsx';
export { Header, HEADER_SCROLL_THRESHOLD_PX, HEADER_SCROLL_THROTTLE_MS, headerMenus, type HeaderProps, type HeaderLabels, type HeaderMenu, type HeaderHotel } from './components/Header/Header.tsx';
export { SubNav, SUB_NAV_STICKY_THROTTLE_MS, subNavTabs, subNavHref, activeSubNavTab, type SubNavProps, type SubNavLabels, type SubNavTab } from './components/SubNav/SubNav.tsx';
export {
  Footer, footerSocialKinds, footerSupportStates, type FooterProps, type FooterLabels, type FooterInfo, type FooterSocialLinks, type FooterSocialKind,
  type FooterSupportState, type FooterTerm,
} from './components/Footer/Footer.tsx';
export { LanguageSwitcher, type LanguageSwitcherProps, type LanguageSwitcherLabels, type LanguageOption } from './components/LanguageSwitcher/LanguageSwitcher.tsx';
export { Tabs, tabsActivations, type TabItem, type TabsProps } from './components/Tabs/Tabs.tsx';
export { DataTable, dataTableAligns, type DataTableColumn, type DataTableProps, type DataTableAlign } from './components/DataTable/DataTable.tsx';
export { sumRows, DEFAULT_SUM_EXCLUDE, type ColumnTotals } from './components/DataTable/sumRows.ts';
export { YearMonthSelect, FIRST_YEAR, type YearMonth, type YearMonthSelectLabels, type YearMonthSelectProps } from './components/YearMonthSelect/YearMonthSelect.tsx';
export { MemberHeader, MEMBER_HEADER_SCROLL_THROTTLE_MS, type MemberHeaderProps, type MemberHeaderLabels, type MemberHeaderUser } from './components/MemberHeader/MemberHeader.tsx';
export {
  createMemberMenu, activeMenuKey, isCurrentTarget, MEMBERSHIP_MENU_KEY, MEMBER_ROOT, memberMenuIcons, type MemberMenuItem, type MemberSubMenuItem,
  type MemberMenuLabels, type MemberMenuIcon,
} from './components/MemberHeader/memberMenu.ts';
export {
  MemberFooter, memberFooterVariants, memberFooterTerms, type MemberFooterProps, type MemberFooterProperty, type MemberFooterLabels,
  type MemberFooterVariant, type MemberFooterTerm,
} from './components/MemberFooter/MemberFooter.tsx';

// charts
export { ChartFrame, chartRatios, type ChartFrameProps, type ChartRatio, type ChartSize, type ChartLegendItem, type ChartTable } from './charts/ChartFrame/ChartFrame.tsx';
export { BookingChart, BookingPlot, bookingScales, bookingSummary, bookingChartPeriods, type BookingChartProps, type BookingChartLabels, type BookingChartPeriod, type BookingRow } from './charts/BookingChart/BookingChart.tsx';
export { SalesChart, SalesPlot, salesSummary, revenueLines, type SalesChartProps, type SalesChartLabels, type SalesRow, type RevenueLine } from './charts/SalesChart/SalesChart.tsx';
export {
  CostChart, CostTotalsPlot, costLineTotals, costTotalsScales, costTotalsSummary, costMonthlySummary, costLines, costChartViews, type CostChartProps,
  type CostChartLabels, type CostChartView, type CostLine, type CostLineTotal, type CostRow,
} from './charts/CostChart/CostChart.tsx';
export { chartColor, chartSeries, type ChartSeries } from './charts/palette.css.ts';
