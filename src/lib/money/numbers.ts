/** Small number helpers shared by price and size display. Locale-free so server and browser agree. */

/** Rounds half away from zero to `decimals` places, avoiding binary artefacts like 1.005 -> 1. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor + Number.EPSILON * factor) / factor;
  return value < 0 ? -rounded : rounded;
}

/**
 * Groups thousands with commas ('45,000', '1,234.5'), keeping up to `maxDecimals` decimals with
 * trailing zeros dropped unless `trimZeros` is false (money in other currencies). Western grouping: below a Lac, where it is used, South Asian grouping
 * is the same.
 */
export function groupDigits(value: number, maxDecimals = 2, trimZeros = true): string {
  const rounded = roundTo(value, maxDecimals);
  const fixed = Math.abs(rounded).toFixed(maxDecimals);
  // By hand rather than by regular expression: a results page formats sixty of these.
  const dot = fixed.indexOf('.');
  const whole = dot < 0 ? fixed : fixed.slice(0, dot);
  let decimals = dot < 0 ? '' : fixed.slice(dot + 1);
  if (trimZeros) {
    let end = decimals.length;
    while (end > 0 && decimals[end - 1] === '0') end--;
    decimals = decimals.slice(0, end);
  }
  let grouped = whole.slice(0, whole.length % 3 || 3);
  for (let at = grouped.length; at < whole.length; at += 3) grouped += `,${whole.slice(at, at + 3)}`;
  return `${rounded < 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}
