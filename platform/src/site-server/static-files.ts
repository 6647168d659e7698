const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

/** Content-hashed files never change: cache them for a year. Everything else is revalidated. */
export const cacheControlFor = (file: string) =>
  HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
