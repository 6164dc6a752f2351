// Tailwind class merging for cn(): a later class overrides an earlier one that sets the same thing under the
// same variants (`p-5 pt-0` + `pt-4` keeps `p-5 pt-4`; `h-10` + `h-auto` keeps `h-auto`), as tailwind-merge
// does, in ~2.5 kB instead of ~8.5 kB (gzip) in every page's first download. It knows the utility groups a
// component override can meet; a class it does not know is kept, like tailwind-merge keeps unknown classes.
// merge-classes.test.ts checks it against tailwind-merge on every pair of classes the app's sources use.

const FONT_SIZE = /^(xs|sm|base|lg|\d?xl|\[(length:|[\d.]+(px|r?em)\]))/;
const NUMBER = /^(\d+(\.\d+)?|px|\[(length:|[\d.]+(px|r?em)\]))$/;
const SHADOW_SIZE = /^(2?xs|sm|md|lg|2?xl|none|inner)$/;
const LINE_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;

/** Standalone utilities: the group each belongs to. */
const WORDS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display:
    'block inline-block inline flex inline-flex grid inline-grid table inline-table table-cell table-row contents flow-root list-item hidden',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  sr: 'sr-only not-sr-only',
  case: 'uppercase lowercase capitalize normal-case',
  'font-style': 'italic not-italic',
  decoration: 'underline overline line-through no-underline',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'fvn-spacing': 'proportional-nums tabular-nums',
  'fvn-figure': 'lining-nums oldstyle-nums',
  'fvn-normal': 'normal-nums',
  shadow: 'shadow',
  rounded: 'rounded',
  'border-w': 'border',
  'ring-w': 'ring',
  'outline-w': 'outline',
  transition: 'transition',
  blur: 'blur',
  'backdrop-blur': 'backdrop-blur',
  grow: 'grow',
  shrink: 'shrink',
  filter: 'filter',
  isolation: 'isolate isolation-auto',
  'overflow-wrap': 'wrap-anywhere wrap-break-word wrap-normal',
})) {
  for (const word of words.split(' ')) WORDS[word] = group;
}

/**
 * Prefixed utilities, longest prefix first: the group of `prefix-value`, or a function that reads the value
 * where one prefix serves several properties (`text-sm` is a size, `text-primary` a colour).
 */
const PREFIXES: [string, string | ((value: string) => string)][] = Object.entries({
  'inset-x': 'inset-x',
  'inset-y': 'inset-y',
  inset: 'inset',
  top: 'top',
  right: 'right',
  bottom: 'bottom',
  left: 'left',
  start: 'start',
  end: 'end',
  z: 'z',
  'flex-col': 'flex-direction',
  'flex-row': 'flex-direction',
  flex: (v: string) => (/^(wrap|nowrap|wrap-reverse)$/.test(v) ? 'flex-wrap' : 'flex'),
  grow: 'grow',
  shrink: 'shrink',
  basis: 'basis',
  order: 'order',
  'grid-cols': 'grid-cols',
  'grid-rows': 'grid-rows',
  col: (v: string) => (v.startsWith('start') ? 'col-start' : v.startsWith('end') ? 'col-end' : 'col'),
  row: (v: string) => (v.startsWith('start') ? 'row-start' : v.startsWith('end') ? 'row-end' : 'row'),
  'gap-x': 'gap-x',
  'gap-y': 'gap-y',
  gap: 'gap',
  'justify-items': 'justify-items',
  'justify-self': 'justify-self',
  justify: 'justify-content',
  items: 'align-items',
  self: 'align-self',
  content: (v: string) => (v.startsWith('[') || v === 'none' ? 'content' : 'align-content'),
  'place-content': 'place-content',
  'place-items': 'place-items',
  'place-self': 'place-self',
  'space-x': 'space-x',
  'space-y': 'space-y',
  'min-w': 'min-w',
  'max-w': 'max-w',
  'min-h': 'min-h',
  'max-h': 'max-h',
  size: 'size',
  w: 'w',
  h: 'h',
  text: (v: string) =>
    FONT_SIZE.test(v)
      ? 'font-size'
      : /^(left|center|right|justify|start|end)$/.test(v)
        ? 'text-align'
        : /^(wrap|nowrap|balance|pretty)$/.test(v)
          ? 'text-wrap'
          : 'text-color',
  font: (v: string) =>
    /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(v)
      ? 'font-weight'
      : 'font-family',
  tracking: 'tracking',
  leading: 'leading',
  'line-clamp': 'line-clamp',
  list: (v: string) => (/^(inside|outside)$/.test(v) ? 'list-position' : 'list-type'),
  'underline-offset': 'underline-offset',
  decoration: (v: string) =>
    NUMBER.test(v) || v === 'auto' || v === 'from-font'
      ? 'decoration-w'
      : LINE_STYLE.test(v) || v === 'wavy'
        ? 'decoration-style'
        : 'decoration-color',
  whitespace: 'whitespace',
  float: 'float',
  'break-inside': 'break-inside',
  'break-before': 'break-before',
  'break-after': 'break-after',
  break: 'break',
  bg: (v: string) =>
    /^(gradient-to|linear|radial|conic|none$)/.test(v)
      ? 'bg-image'
      : /^(auto|cover|contain)$/.test(v)
        ? 'bg-size'
        : /^(center|top|bottom|left|right)/.test(v)
          ? 'bg-position'
          : /repeat/.test(v)
            ? 'bg-repeat'
            : 'bg-color',
  from: (v: string) => (v.endsWith('%') ? 'from-position' : 'from-color'),
  via: (v: string) => (v.endsWith('%') ? 'via-position' : 'via-color'),
  to: (v: string) => (v.endsWith('%') ? 'to-position' : 'to-color'),
  'rounded-tl': 'rounded-tl',
  'rounded-tr': 'rounded-tr',
  'rounded-br': 'rounded-br',
  'rounded-bl': 'rounded-bl',
  'rounded-t': 'rounded-t',
  'rounded-r': 'rounded-r',
  'rounded-b': 'rounded-b',
  'rounded-l': 'rounded-l',
  rounded: 'rounded',
  'divide-x': 'divide-x',
  'divide-y': 'divide-y',
  divide: (v: string) => (LINE_STYLE.test(v) ? 'divide-style' : 'divide-color'),
  'ring-offset': (v: string) => (NUMBER.test(v) ? 'ring-offset-w' : 'ring-offset-color'),
  ring: (v: string) => (NUMBER.test(v) ? 'ring-w' : v === 'inset' ? 'ring-inset' : 'ring-color'),
  'outline-offset': 'outline-offset',
  outline: (v: string) =>
    NUMBER.test(v) ? 'outline-w' : LINE_STYLE.test(v) ? 'outline-style' : 'outline-color',
  shadow: (v: string) => (SHADOW_SIZE.test(v) ? 'shadow' : 'shadow-color'),
  opacity: 'opacity',
  cursor: 'cursor',
  'pointer-events': 'pointer-events',
  select: 'select',
  resize: 'resize',
  'overflow-x': 'overflow-x',
  'overflow-y': 'overflow-y',
  overflow: 'overflow',
  'overscroll-x': 'overscroll-x',
  'overscroll-y': 'overscroll-y',
  overscroll: 'overscroll',
  snap: (v: string) =>
    /^(start|end|center|align-none)$/.test(v)
      ? 'snap-align'
      : /^(normal|always)$/.test(v)
        ? 'snap-stop'
        : /^(mandatory|proximity)$/.test(v)
          ? 'snap-strictness'
          : 'snap-type',
  object: (v: string) =>
    /^(contain|cover|fill|none|scale-down)$/.test(v) ? 'object-fit' : 'object-position',
  aspect: 'aspect',
  transition: 'transition',
  duration: 'duration',
  ease: 'ease',
  delay: 'delay',
  animate: 'animate',
  'scale-x': 'scale-x',
  'scale-y': 'scale-y',
  scale: 'scale',
  'translate-x': 'translate-x',
  'translate-y': 'translate-y',
  translate: 'translate',
  rotate: 'rotate',
  blur: 'blur',
  'backdrop-blur': 'backdrop-blur',
  align: 'vertical-align',
  fill: 'fill',
  stroke: (v: string) => (NUMBER.test(v) ? 'stroke-w' : 'stroke'),
  columns: 'columns',
  appearance: 'appearance',
  'will-change': 'will-change',
  // The padding, margin and border families are generated below.
}).sort(([a], [b]) => b.length - a.length);

// p, px, py, pt, ... and m, mx, ...: each side its own group, the shorthands conflicting with theirs.
const SIDES: Record<string, string[]> = {
  '': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'],
  x: ['r', 'l'],
  y: ['t', 'b'],
  s: [],
  e: [],
  t: [],
  r: [],
  b: [],
  l: [],
};
/** The groups each group overrides as well as its own: `p-4` after `pt-0` drops it, `pt-0` after `p-4` does not. */
const CONFLICTS: Record<string, string[]> = {
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  flex: ['basis', 'grow', 'shrink'],
  'fvn-normal': ['fvn-spacing', 'fvn-figure'],
  'fvn-spacing': ['fvn-normal'],
  'fvn-figure': ['fvn-normal'],
  'line-clamp': ['display', 'overflow'],
  scale: ['scale-x', 'scale-y'],
  translate: ['translate-x', 'translate-y'],
};
for (const [side, covered] of Object.entries(SIDES)) {
  for (const family of ['p', 'm']) {
    PREFIXES.push([`${family}${side}`, `${family}${side}`]);
    CONFLICTS[`${family}${side}`] = covered.map((s) => `${family}${s}`);
  }
  // border, border-x, border-t, ...: a width, a colour or (on the whole box) a style.
  const border = side ? `border-${side}` : 'border';
  PREFIXES.push([
    border,
    (v) =>
      NUMBER.test(v) ? `${border}-w` : !side && LINE_STYLE.test(v) ? 'border-style' : `${border}-color`,
  ]);
  WORDS[border] = `${border}-w`;
  CONFLICTS[`${border}-w`] = covered.map((s) => `border-${s}-w`);
  CONFLICTS[`${border}-color`] = covered.map((s) => `border-${s}-color`);
}
PREFIXES.sort(([a], [b]) => b.length - a.length);

/** The utility's group, or undefined for a class this does not know. */
function groupOf(utility: string): string | undefined {
  if (utility.startsWith('[')) return `[${utility.slice(1).split(':')[0]}]`;
  if (WORDS[utility]) return WORDS[utility];
  for (const [prefix, group] of PREFIXES) {
    if (utility === prefix && typeof group === 'string') return group;
    if (utility.startsWith(`${prefix}-`)) {
      const value = utility.slice(prefix.length + 1);
      return typeof group === 'string' ? group : group(value);
    }
  }
  return undefined;
}

/** Splits `md:hover:!-mt-2` into its variants and the utility, outside brackets. */
function parse(name: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && !depth) {
      variants.push(name.slice(start, i));
      start = i + 1;
    }
  }
  let utility = name.slice(start);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  return { variants, important, utility };
}

/** Variants in a canonical order (`hover:focus:` is `focus:hover:`), keeping arbitrary ones where they are. */
function variantKey(variants: string[]) {
  const out: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v.startsWith('[')) {
      out.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  return [...out, ...run.sort()].join(':');
}

export function mergeClasses(classList: string) {
  const taken = new Set<string>();
  const kept: string[] = [];
  const names = classList.trim().split(/\s+/);
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i];
    if (!name) continue;
    const { variants, important, utility } = parse(name);
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(name);
      continue;
    }
    const scope = `${variantKey(variants)}${important ? '!' : ''}:`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const other of CONFLICTS[group] ?? []) taken.add(scope + other);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
