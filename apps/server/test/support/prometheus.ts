/** The value of one sample of the Prometheus text, 0 when it has not been seen yet. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-z_:]+)(?:\{(.*)\})? (\S+)$/i);
    if (!match || match[1] !== name) continue;
    const have = match[2] ? match[2].split(',') : [];
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return 0;
}
