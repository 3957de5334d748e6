// react-dom/server for a build where Preact stands in for React (vite.config.ts): Preact's
// renderers under React's export names, and a React version, since react-streaming (vike-react's
// streaming) refuses a react-dom older than 18.
import { renderToPipeableStream, renderToReadableStream, renderToStaticMarkup, renderToString } from 'preact/compat/server';

export { renderToPipeableStream, renderToReadableStream, renderToStaticMarkup, renderToString };
/** The React API that preact/compat implements. */
export const version = '19.0.0';
export default { renderToPipeableStream, renderToReadableStream, renderToStaticMarkup, renderToString, version };
