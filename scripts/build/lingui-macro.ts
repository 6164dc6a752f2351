// Lingui's macros (`t`, `msg`, <Trans>) become plain runtime calls at build time, as its Babel plugin writes them:
// @vitejs/plugin-react 6 no longer runs Babel, and @rolldown/plugin-babel needs Node 22, so this runs the plugin
// itself, on the few files that import a macro (the rest are left to Vite's own transform, untouched).
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/;

export function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id.split('?')[0]) || !MACRO_IMPORT.test(code)) return null;
      const out = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: [linguiMacro],
        sourceMaps: true,
      });
      return out?.code ? { code: out.code, map: out.map } : null;
    },
  };
}
