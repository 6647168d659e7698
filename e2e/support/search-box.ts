import { expect, type Page } from '@playwright/test';

export const SEARCH_LABEL = 'Search companies, categories and molecules';

/**
 * The header's search box as a visitor gets it: the page comes with a plain search form, and the search
 * remote takes its place when the visitor reaches for it. Clicks the box (the plain one, or the remote's
 * if it is already there) and returns the remote's combobox, which then has the focus.
 */
export async function reachSearchBox(page: Page) {
  const header = page.getByRole('banner');
  const box = header.getByRole('combobox', { name: SEARCH_LABEL });
  await header.getByRole('searchbox', { name: SEARCH_LABEL }).or(box).first().click();
  await expect(box).toBeFocused();
  return box;
}
