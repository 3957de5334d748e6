/**
 * Permissions-Policy of every answer (issue 11, point 9): the site uses none of these browser
 * features, so no page, script or frame of it may ask for them; fullscreen only for the site's own
 * pages. Only features Chromium recognises are named (an unknown one is logged as a console error).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');
