import { expect, type Locator } from '@playwright/test';

/** The least a control answers on a touch screen, each way (WCAG 2.5.5's target size, Apple's 44pt). */
export const TAP = 44;

/**
 * How tall and wide a control answers taps: the run of points through its middle, up and down and side to
 * side, where the browser finds the control (or its text, or an invisible edge drawn around it) on top.
 * A control that only looks bigger, or only is bigger under something else, does not count.
 */
export async function tapSize(control: Locator): Promise<{ width: number; height: number }> {
  return control.evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const lands = (px: number, py: number) => {
      const at = document.elementFromPoint(px, py);
      return at !== null && (at === element || element.contains(at));
    };
    const reach = (dx: number, dy: number) => {
      let step = 0;
      while (step < 60 && lands(x + dx * (step + 1), y + dy * (step + 1))) step++;
      return step;
    };
    return { width: reach(-1, 0) + reach(1, 0) + 1, height: reach(0, -1) + reach(0, 1) + 1 };
  });
}

/** Expects each control to take a tap at least TAP pixels tall and wide. */
export async function expectThumbSized(controls: Locator[], where: string): Promise<void> {
  for (const control of controls) {
    const size = await tapSize(control);
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText()).trim();
    // Points are a pixel apart, so a 44px target may measure one less.
    expect(size.height, `${where}: '${name}' tap height`).toBeGreaterThanOrEqual(TAP - 1);
    expect(size.width, `${where}: '${name}' tap width`).toBeGreaterThanOrEqual(TAP - 1);
  }
}
