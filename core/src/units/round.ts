/**
 * Rounds half away from zero to `decimals` places. Multiplying first (1.005 × 100 = 100.49999…)
 * would round binary noise the wrong way, so the product is cleaned to 12 significant digits,
 * far below any measurement's resolution.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(12));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  // -0 would print as "0" anyway, but keeps equality checks (Object.is, toEqual) surprising.
  return rounded === 0 ? 0 : rounded;
}
