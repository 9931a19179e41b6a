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
  const [whole, fraction] = Math.abs(rounded).toFixed(maxDecimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = !fraction ? '' : trimZeros ? fraction.replace(/0+$/, '') : fraction;
  return `${rounded < 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}
