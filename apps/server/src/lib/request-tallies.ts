import { Histogram, type Counter, type HistogramConfiguration } from 'prom-client';

export type RequestLabels = Record<'method' | 'route' | 'status', string>;

/** One label set's requests: counted per bucket (not cumulative), the last slot above every bound. */
interface Tally {
  labels: RequestLabels;
  count: number;
  sum: number;
  perBucket: Float64Array;
  /** How many of `count` the request counter already holds. */
  counted: number;
}

/**
 * Requests counted without prom-client and added to the request counter and duration histogram when
 * they are scraped. prom-client hashes the labels of every observation: on a path that answers in a few
 * microseconds (plugins/short-paths.ts), that cost a tenth of its throughput.
 */
export function createRequestTallies(upperBounds: readonly number[]) {
  const tallies: Tally[] = [];

  return {
    /** Made once per label set; the function it returns records one request of that many seconds. */
    recorder(labels: RequestLabels): (seconds: number) => void {
      const tally: Tally = { labels, count: 0, sum: 0, perBucket: new Float64Array(upperBounds.length + 1), counted: 0 };
      tallies.push(tally);
      return (seconds) => {
        tally.count += 1;
        tally.sum += seconds;
        let bucket = 0;
        while (bucket < upperBounds.length && seconds > upperBounds[bucket]!) bucket += 1; // `le`: a bound holds its own value
        tally.perBucket[bucket]! += 1;
      };
    },

    /** For the counter's `collect`: adds what was recorded since the last scrape. */
    addTo(counter: Counter<keyof RequestLabels>) {
      for (const tally of tallies) {
        if (tally.count === tally.counted) continue;
        counter.inc(tally.labels, tally.count - tally.counted);
        tally.counted = tally.count;
      }
    },

    /** A duration histogram whose scrape also shows the tallies, merged with its own series of the same labels. */
    histogram(config: HistogramConfiguration<keyof RequestLabels>): Histogram<keyof RequestLabels> {
      const histogram = new Histogram({ ...config, buckets: [...upperBounds] });
      // Both the registry's text and `get()` read the series from here (prom-client 15, pinned; the
      // tests compare the text with prom-client's own for the same requests).
      const own = (histogram as unknown as Exporting).getForPromString.bind(histogram);
      (histogram as unknown as Exporting).getForPromString = async () => {
        const data = await own();
        for (const tally of tallies) if (tally.count > 0) mergeInto(data, tally, upperBounds);
        return data;
      };
      return histogram;
    },
  };
}

/** A series as prom-client's histogram exports it: `le` in `labels`, the request's labels in `sharedLabels`. */
interface Series {
  metricName: string;
  labels: { le?: number | string };
  sharedLabels: Partial<RequestLabels>;
  value: number;
  exemplar?: null;
}
interface Exporting {
  getForPromString(): Promise<{ name: string; values: Series[] }>;
}

const sameRequest = (a: Partial<RequestLabels>, b: RequestLabels) =>
  a.method === b.method && a.route === b.route && a.status === b.status;

/** Adds a tally to the histogram's series, or appends its own when the histogram has none of that label set. */
function mergeInto(data: { name: string; values: Series[] }, tally: Tally, upperBounds: readonly number[]) {
  let below = 0;
  const cumulative = Array.from(tally.perBucket, (n) => (below += n));
  const add = (metricName: string, labels: Series['labels'], value: number) => {
    const existing = data.values.find(
      (v) => v.metricName === metricName && v.labels.le === labels.le && sameRequest(v.sharedLabels, tally.labels),
    );
    if (existing) existing.value += value;
    else
      data.values.push({
        metricName,
        labels,
        sharedLabels: tally.labels,
        value,
        ...(labels.le === undefined ? {} : { exemplar: null }),
      });
  };
  upperBounds.forEach((le, i) => add(`${data.name}_bucket`, { le }, cumulative[i]!));
  add(`${data.name}_bucket`, { le: '+Inf' }, tally.count);
  add(`${data.name}_sum`, {}, tally.sum);
  add(`${data.name}_count`, {}, tally.count);
}
