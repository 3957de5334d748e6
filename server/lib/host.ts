/** A syntactically valid Host header: a DNS name or bracketed IPv6 address, optionally with a port. */
export const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

export const isValidHost = (host: string | undefined): boolean => host !== undefined && HOST_HEADER.test(host.toLowerCase());
