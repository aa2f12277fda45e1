/** One sample of Prometheus's text format: its name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/g;
const META = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/;
const TYPES = ['counter', 'gauge', 'histogram', 'summary', 'untyped'];
const SPECIAL_VALUES: Record<string, number> = {
  nan: NaN,
  '+inf': Infinity,
  inf: Infinity,
  '-inf': -Infinity,
};

/** The families a sample may belong to: a histogram's `_bucket`, `_sum` and `_count` are its own. */
const familiesOf = (name: string) => [name, name.replace(/_(bucket|sum|count|total)$/, '')];

/**
 * Reads Prometheus's text exposition format (0.0.4) strictly: every line a comment, a HELP/TYPE
 * line or a sample of a family whose TYPE came before it; anything else throws.
 */
export const parseExposition = (text: string): Sample[] => {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = META.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE' && !TYPES.includes(meta[3]!)) throw new Error(`bad type: ${line}`);
      if (meta[1] === 'TYPE') types.set(meta[2]!, meta[3]!);
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a sample: ${line}`);
    const [, name, labelText = '', valueText] = sample;
    if (!familiesOf(name!).some((family) => types.has(family)))
      throw new Error(`sample without a TYPE: ${line}`);
    const labels: Record<string, string> = {};
    const consumed = labelText.replace(LABEL, (_match, key: string, value: string) => {
      labels[key] = value.replace(/\\(.)/g, (_escape, char: string) =>
        char === 'n' ? '\n' : char,
      );
      return '';
    });
    if (consumed !== '') throw new Error(`bad labels: ${line}`);
    // Prometheus reads values as Go's ParseFloat does: NaN and ±Inf in any case.
    const special = SPECIAL_VALUES[valueText!.toLowerCase()];
    const value = special ?? Number(valueText);
    if (Number.isNaN(value) && special === undefined) throw new Error(`bad value: ${line}`);
    samples.push({ name: name!, labels, value });
  }
  return samples;
};

/** The value of the one sample of `name` whose labels include `labels`; undefined when none. */
export const valueOf = (
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined =>
  samples.find(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
