import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

// The checks of the layout guard, shared by the page and the dialog tests.

/** The page is never wider than the screen: no sideways scrolling. */
export async function expectNoHorizontalOverflow(page: Page, where: string) {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const innerWidth = window.innerWidth;
    // The element reaching furthest right, to say what to fix when the page is too wide.
    let widest = '';
    let right = innerWidth;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 0.5) {
        right = box.right;
        widest = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}" → ${Math.round(box.right)} px`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest };
  });
  expect(
    scrollWidth,
    `${where}: page ${scrollWidth} px wide on a ${innerWidth} px screen; widest: ${widest}`,
  ).toBeLessThanOrEqual(innerWidth);
}

/**
 * The floating WhatsApp and Request Call Back buttons are inside the viewport and nothing covers them. Checked
 * until it holds (10 s at most): the shell's own buttons are replaced by the footer remote's when it loads, and a
 * check that ran across that swap would see a detached button.
 */
export async function expectFloatingButtonsUsable(page: Page, where: string) {
  const dock = page.getByTestId('floating-actions');
  await expect(dock).toBeVisible({ timeout: 15_000 });
  for (const button of [
    dock.getByRole('link', { name: /chat on whatsapp/i }),
    dock.getByRole('button', { name: 'Request Call Back' }),
  ]) {
    await expect(async () => {
      const found = await button.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const inside =
          box.width > 0 &&
          box.height > 0 &&
          box.left >= 0 &&
          box.top >= 0 &&
          box.right <= window.innerWidth &&
          box.bottom <= window.innerHeight;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return {
          inside,
          onTop: hit !== null && (hit === el || el.contains(hit)),
          box: `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`,
        };
      });
      expect(found, `${where}: ${await button.textContent()} at ${found.box}`).toMatchObject({
        inside: true,
        onTop: true,
      });
    }).toPass({ timeout: 10_000 });
  }
}

/**
 * No text cut off in a visible form control: a button's or input's text (its value, else its placeholder) and
 * a select's chosen option fit the control's inner width (a select keeps ~20 px for its arrow).
 */
export async function expectNoCutText(page: Page, where: string, scope = 'body') {
  const cut = await page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [];
    const canvas = document.createElement('canvas').getContext('2d')!;
    const out: string[] = [];
    const visible = (el: HTMLElement) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('input, select, button'))) {
      if (!visible(el)) continue;
      const style = getComputedStyle(el);
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      let text = '';
      let needed = 0;
      if (el instanceof HTMLSelectElement) {
        text = el.selectedOptions[0]?.textContent ?? '';
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        needed = canvas.measureText(text).width + 20;
      } else if (el instanceof HTMLInputElement) {
        if (['checkbox', 'radio', 'hidden', 'range', 'color', 'file'].includes(el.type)) continue;
        text = el.value || el.placeholder;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        needed = canvas.measureText(text).width;
      } else {
        // A button: its content must not overflow it (wrapping is fine, hiding is not).
        if (el.scrollWidth > el.clientWidth + 1)
          out.push(`button "${(el.textContent ?? '').trim()}" needs ${el.scrollWidth} px, has ${el.clientWidth}`);
        continue;
      }
      if (text && needed > room + 1)
        out.push(
          `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.getAttribute('name') ?? ''} "${text}" needs ${Math.ceil(needed)} px, has ${Math.floor(room)}`,
        );
    }
    return out;
  }, scope);
  expect(cut, `${where}: text cut off in form controls`).toEqual([]);
}

/** axe-core: no serious or critical violation (within `include` when given). */
export async function expectNoSeriousAxeViolations(page: Page, where: string, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const nodes = (v: (typeof bad)[number]) =>
    v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)}`);
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${nodes(v).join(' | ')}`),
    `${where}: axe`,
  ).toEqual([]);
}

/**
 * Where screenshots are kept between runs (Playwright empties its output folder, `.e2e/test-results`, at
 * every run; `.e2e/` is ignored by git).
 */
export const SCREENSHOTS_DIR = join(__dirname, '..', '..', '.e2e', 'screenshots');

/** A full-page screenshot, attached to the test's report and written to SCREENSHOTS_DIR as `<name>.png`. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const body = await page.screenshot({ fullPage: true });
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  await writeFile(join(SCREENSHOTS_DIR, `${name}.png`), body);
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

/**
 * On a phone every tap target is at least 40 × 40 px (spec §9's control height): buttons, selects, text fields,
 * options, the label row of a radio or checkbox, and links standing alone (links inside a sentence are exempt,
 * as in WCAG 2.5.8). Lists what is smaller.
 */
export async function expectTapTargets(page: Page, where: string, scope = 'body') {
  const small = await page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [];
    const out: string[] = [];
    const inSentence = (el: Element) => {
      const parent = el.parentElement;
      if (!parent || !['P', 'SPAN', 'SMALL', 'DD', 'LABEL'].includes(parent.tagName)) return false;
      return Array.from(parent.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
    };
    const targets = root.querySelectorAll<HTMLElement>(
      'a[href], button, select, input:not([type="hidden"]), textarea, [role="option"]',
    );
    for (const el of Array.from(targets)) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[hidden], [aria-hidden="true"]'))
        continue;
      if (el.tagName === 'A' && inSentence(el)) continue;
      // A radio or checkbox is tapped through its label row.
      const box = (
        el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')
          ? (el.closest('label') ?? el)
          : el
      ).getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width < 39.5 || box.height < 39.5)
        out.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return out;
  }, scope);
  expect(small, `${where}: tap targets under 40 × 40 px`).toEqual([]);
}
