// vike-react-query's query client of the portal: one per request on the server, one per tab in
// the browser (issue 26, point 3; portal/calls/queries.ts).
export { portalQueryClientConfig as default } from '../calls/queries.ts';
