import type { PageContext } from 'vike/types';

// vike-react writes <html lang="en"> unless told per request (DESIGN §7).
export default (pageContext: PageContext) => pageContext.locale;
