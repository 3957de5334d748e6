export declare const VARNISHD: string;
/** Returns the path of varnishd, installing Debian's varnish and varnish-modules first when they are missing; throws with what to do when it cannot. */
export declare function ensureVarnish(options?: { quiet?: boolean }): string;
