/** The contenders, by the name of their page (tests/bench/ui/pages/<page>.html). */
export const CONTENDERS = ['ours', 'rjsf', 'survey'] as const;
export type Contender = (typeof CONTENDERS)[number];

export const CONTENDER_NAMES: Readonly<Record<Contender, string>> = {
  ours: 'ours (QuestionGroupView)',
  rjsf: 'RJSF + Fluent',
  survey: 'SurveyJS',
};

export interface BenchOptions {
  sizes: number[];
  reps: number;
  contenders: Contender[];
  keystrokes: number;
  clicks: number;
  /** Where results.json and the screenshots go. */
  outDir: string;
  chromium: string;
}

function isContender(value: string): value is Contender {
  return CONTENDERS.some((contender) => contender === value);
}

function numbers(value: string, name: string): number[] {
  const list = value.split(',').map((part) => Number(part.trim()));
  if (list.length === 0 || list.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error(`--${name} takes positive integers separated by commas, not "${value}"`);
  }
  return list;
}

export const USAGE = `npm run bench:ui -- [--sizes=100,500,2000] [--reps=3] [--contenders=ours,rjsf,survey]
  [--keystrokes=50] [--clicks=20] [--out=reports/bench-ui]   (Chromium: CHROMIUM_PATH, default /usr/bin/chromium)`;

/** `--name=value` arguments; defaults are the full run (3 sizes × 3 repetitions × 3 contenders). */
export function parseOptions(args: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    sizes: [100, 500, 2000],
    reps: 3,
    contenders: [...CONTENDERS],
    keystrokes: 50,
    clicks: 20,
    outDir: 'reports/bench-ui',
    chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  };
  for (const arg of args) {
    const match = /^--([a-z]+)=(.+)$/.exec(arg);
    if (!match) throw new Error(`unknown argument "${arg}"\n${USAGE}`);
    const [, name = '', value = ''] = match;
    if (name === 'sizes') options.sizes = numbers(value, name);
    else if (name === 'reps') options.reps = numbers(value, name)[0] ?? 3;
    else if (name === 'keystrokes') options.keystrokes = numbers(value, name)[0] ?? 50;
    else if (name === 'clicks') options.clicks = numbers(value, name)[0] ?? 20;
    else if (name === 'out') options.outDir = value;
    else if (name === 'contenders') {
      const chosen = value.split(',');
      const unknown = chosen.filter((name) => !isContender(name));
      if (unknown.length > 0) throw new Error(`unknown contender(s) ${unknown.join(', ')}\n${USAGE}`);
      options.contenders = chosen.filter(isContender);
    } else throw new Error(`unknown option --${name}\n${USAGE}`);
  }
  return options;
}
