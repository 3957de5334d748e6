// Imported first by every entry point: React and vike choose their production code paths from
// NODE_ENV, which a plain `npm start` leaves unset. `npm run dev` passes --dev.
process.env.NODE_ENV ??= process.argv.includes('--dev') ? 'development' : 'production';
