/** Escapes text for HTML content and attribute values of the small server-written pages. */
export const html = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
