import { rm } from 'node:fs/promises';

export default async function removePgliteTemplate() {
  if (process.env.API_TEST_PGLITE_TEMPLATE) await rm(process.env.API_TEST_PGLITE_TEMPLATE, { force: true });
}
