import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** The value that `share` of `values` lie below: 0.5 gives the median, 0.99 the p99. */
export function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * share)] ?? 0;
}

/** Drives one URL with concurrent keep-alive connections for a fixed time. */
export async function load(url: string, options: { seconds?: number; connections?: number } = {}) {
  const result = await autocannon({
    url,
    duration: options.seconds ?? 5,
    connections: options.connections ?? 20,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return loadResultOf(result);
}

/** The figures every benchmark prints, from one autocannon run. */
export function loadResultOf(result: autocannon.Result): LoadResult {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

export function printRatio(label: string, measured: LoadResult, baseline: LoadResult) {
  const throughput = measured.requestsPerSecond / baseline.requestsPerSecond;
  console.log(
    `${label}: ${measured.requestsPerSecond.toFixed(0)} req/s, p99 ${measured.p99Ms} ms ` +
      `(${(throughput * 100).toFixed(0)}% of the baseline's throughput, ` +
      `p99 x${(measured.p99Ms / Math.max(baseline.p99Ms, 1)).toFixed(2)})`,
  );
}
