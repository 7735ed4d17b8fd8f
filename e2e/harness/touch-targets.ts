import type { Page } from 'playwright-core';

/** WCAG 2.5.8's least target size, in CSS pixels. */
export const MIN_TARGET_PX = 24;

export interface SmallTarget {
  name: string;
  width: number;
  height: number;
}

/**
 * The visible interactive elements of the page smaller than `min` x `min` CSS pixels, with their
 * accessible names and sizes. A checkbox or radio button inside its label is measured with the
 * label, which takes its clicks too. A link inside a sentence is exempt, as WCAG 2.5.8 allows:
 * its size is the line's.
 */
export function smallTargets(page: Page, min = MIN_TARGET_PX): Promise<SmallTarget[]> {
  return page.evaluate((least) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="tab"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(', ');
    const nameOf = (element: Element) =>
      (
        element.getAttribute('aria-label') ||
        element.textContent?.trim() ||
        element.getAttribute('title') ||
        element.getAttribute('placeholder') ||
        element.getAttribute('name') ||
        element.tagName.toLowerCase()
      )
        .replace(/\s+/g, ' ')
        .slice(0, 80);
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && element.closest('[inert]') === null;
    };
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement?.closest('p, li, dd, td, div, span, label');
      const text = block?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const own = element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      return text.length > own.length;
    };

    const small: { name: string; width: number; height: number }[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (!visible(element) || inSentence(element)) continue;
      const input = element instanceof HTMLInputElement ? element : null;
      const label =
        input && (input.type === 'checkbox' || input.type === 'radio')
          ? input.closest('label')
          : null;
      const box = (label ?? element).getBoundingClientRect();
      if (box.width < least - 0.5 || box.height < least - 0.5) {
        small.push({
          name: nameOf(element),
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return small;
  }, min);
}
