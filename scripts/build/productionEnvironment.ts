/**
 * Imported first by scripts/build/postbuild.ts: the export was built for production, and data/site.ts
 * derives settings from that (ads are on by default only in production builds). `next build` sets
 * NODE_ENV in its own process only, so this step sets it the same way before data/ is read.
 */
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
