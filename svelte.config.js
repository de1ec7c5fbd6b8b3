import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { mdsvex } from 'mdsvex';
import remarkMath from 'remark-math';
import rehypeKatexSvelte from 'rehype-katex-svelte';

/** The base path lets the static book live under a sub-folder of any host: BASE_PATH=/book npm run build */
const base = process.env.BASE_PATH ?? '';

/** @type {import('@sveltejs/kit').Config} */
const config = {
  extensions: ['.svelte', '.svx'],
  preprocess: [
    vitePreprocess(),
    mdsvex({
      extensions: ['.svx'],
      remarkPlugins: [remarkMath],
      // throwOnError: false turns a TeX mistake into a red, visible span instead of a failed build.
      rehypePlugins: [[rehypeKatexSvelte, { throwOnError: false, errorColor: '#cc0000' }]]
    })
  ],
  kit: {
    adapter: adapter({ strict: true, fallback: undefined }),
    paths: { base, relative: true },
    alias: { $content: 'content', $engine: 'src/lib/engine' },
    // The chapters' config modules (content/*.ts) are type-checked like src: a misspelt force is a check error.
    typescript: {
      config(tsconfig) {
        tsconfig.include.push('../content/**/*.ts');
      }
    },
    prerender: { handleHttpError: 'fail', handleMissingId: 'warn' }
  }
};

export default config;
