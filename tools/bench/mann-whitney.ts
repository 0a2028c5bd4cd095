// The two-sided Mann-Whitney U test (normal approximation with the tie correction), for the
// login-timing measurement (login-timing.ts): are two samples of answer times from one distribution?

/** U of the first sample, z, and the two-sided p-value. */
export function mannWhitney(a: readonly number[], b: readonly number[]): { u: number; z: number; p: number } {
  const n1 = a.length;
  const n2 = b.length;
  const all = [...a.map((value) => ({ value, first: true })), ...b.map((value) => ({ value, first: false }))].sort(
    (x, y) => x.value - y.value,
  );
  let rankSumA = 0;
  let tieTerm = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]!.value === all[i]!.value) j += 1;
    const rank = (i + j) / 2 + 1;
    const tied = j - i + 1;
    tieTerm += tied ** 3 - tied;
    for (let k = i; k <= j; k += 1) if (all[k]!.first) rankSumA += rank;
    i = j + 1;
  }
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const n = n1 + n2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance <= 0) return { u, z: 0, p: 1 };
  // Continuity correction of one half towards the mean.
  const z = (u - mean - Math.sign(u - mean) * 0.5) / Math.sqrt(variance);
  return { u, z, p: Math.min(1, 2 * (1 - normalCdf(Math.abs(z)))) };
}

/** The standard normal distribution function (Abramowitz and Stegun 26.2.17, error below 7.5e-8). */
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const density = Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
  const tail = density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return x >= 0 ? 1 - tail : tail;
}
