/** SPEC §9: the brand site is mobile at 1240 px or less, the owner portal at 992 px or less. */
export const breakpoints = { brand: 1240, portal: 992 } as const;

export const media = {
  brandMobile: `screen and (max-width: ${breakpoints.brand}px)`,
  brandDesktop: `screen and (min-width: ${breakpoints.brand + 1}px)`,
  portalMobile: `screen and (max-width: ${breakpoints.portal}px)`,
  portalDesktop: `screen and (min-width: ${breakpoints.portal + 1}px)`,
} as const;
