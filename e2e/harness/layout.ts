import type { Locator, Page } from 'playwright-core';

/** How much the page is wider than the window (0 when nothing makes it scroll sideways). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * What is wrong with the layout of the task card, in words: a column heading or a row's control
 * (handle, tick, title, Start/Resume, Delete) outside the card or the window, anything spilling
 * out of its table cell or task card (or its text out of its own box), or a part of the card
 * that scrolls sideways. Empty when all is well.
 */
export function taskCardLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const card = document.querySelector('section[aria-labelledby="my-tasks-heading"]');
    if (!card) return ['no task card'];
    const cardBox = card.getBoundingClientRect();
    const windowWidth = document.documentElement.clientWidth;
    const name = (element: Element) =>
      (element.getAttribute('aria-label') || element.textContent?.trim() || element.outerHTML)
        .trim()
        .slice(0, 80);
    const hidden = (element: Element) => element.closest('.sr-only') !== null;
    const holdsText = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );

    for (const element of card.querySelectorAll('th, tr button, tr input, li button, li input')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || hidden(element)) continue;
      if (box.left < cardBox.left - 0.5 || box.right > cardBox.right + 0.5) {
        problems.push(`"${name(element)}" is outside the card`);
      }
      if (box.left < 0 || box.right > windowWidth + 0.5) {
        problems.push(`"${name(element)}" is outside the window`);
      }
    }

    const holders = card.querySelectorAll('th, td, ul[aria-label="Tasks"] > li');
    for (const holder of holders) {
      const holderBox = holder.getBoundingClientRect();
      for (const element of holder.querySelectorAll('*')) {
        if (hidden(element)) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.left < holderBox.left - 0.5 || box.right > holderBox.right + 0.5) {
          problems.push(`"${name(element)}" spills out of its ${holder.tagName.toLowerCase()}`);
        } else if (
          holdsText(element) &&
          element.clientWidth > 0 &&
          element.scrollWidth > element.clientWidth + 1
        ) {
          problems.push(`the text of "${name(element)}" spills out of its box`);
        }
      }
    }

    for (const element of card.querySelectorAll('*')) {
      const { overflowX } = getComputedStyle(element);
      const scrolls = overflowX === 'auto' || overflowX === 'scroll';
      if (scrolls && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`"${name(element)}" scrolls sideways`);
      }
    }
    return problems;
  });
}

/** Whether a field's placeholder shows whole (measured in the field's own font). */
export function placeholderFits(field: Locator): Promise<boolean> {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('No canvas');
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
}

/** Whether two elements overlap on screen. */
export async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!first || !second) return false;
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

/** Scrolls the page down by most of a screen; false when it was at its end already. */
export function scrollOnePage(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const main = document.getElementById('main-content');
    const scroller =
      main &&
      main.scrollHeight > main.clientHeight + 1 &&
      getComputedStyle(main).overflowY !== 'visible'
        ? main
        : document.scrollingElement;
    if (!scroller) return false;
    const before = scroller.scrollTop;
    scroller.scrollTop = before + scroller.clientHeight * 0.7;
    // A long list renders the rows coming into view on the frames after the scroll.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return scroller.scrollTop > before;
  });
}

/**
 * Scrolls the page to `fraction` of the way down (0 the top, 1 the end). Below 768 px the page
 * scrolls in its own column between the top bar and the dock, so the window does not move there.
 */
export function scrollPage(page: Page, fraction: number): Promise<void> {
  return page.evaluate((at) => {
    const main = document.getElementById('main-content');
    const scroller =
      main &&
      main.scrollHeight > main.clientHeight + 1 &&
      getComputedStyle(main).overflowY !== 'visible'
        ? main
        : document.scrollingElement;
    if (!scroller) return;
    scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * at;
  }, fraction);
}

/** Whether `target` shows whole in the part of the page the user sees (its column and window). */
export function wholeInView(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const main = document.getElementById('main-content');
    const clips = main && getComputedStyle(main).overflowY !== 'visible';
    const column = clips ? main.getBoundingClientRect() : null;
    const top = Math.max(0, column?.top ?? 0);
    const bottom = Math.min(window.innerHeight, column?.bottom ?? window.innerHeight);
    return box.top >= top - 0.5 && box.bottom <= bottom + 0.5;
  });
}
