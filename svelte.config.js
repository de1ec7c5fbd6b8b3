import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { mdsvex } from 'mdsvex';
import remarkMath from 'remark-math';
import rehypeKatexSvelte from 'rehype-katex-svelte';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineComponents } from './src/mdsvex/inlineComponents.js';

/** The base path lets the static book live under a sub-folder of any host: BASE_PATH=/book npm run build */
const base = process.env.BASE_PATH ?? '';

/**
 * SvelteKit hashes the inline scripts it writes itself, not those of src/app.html (the theme script that runs
 * before first paint). Their hashes are computed here from the file, so an edit to the script never needs a
 * hand-made hash to follow it.
 */
const appHtmlScriptHashes = [...readFileSync(new URL('./src/app.html', import.meta.url), 'utf8').matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
  (m) => /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}`)
);

/**
 * The Content-Security-Policy of every page (issue #7 §6). The pages are prerendered, so SvelteKit writes it as a
 * <meta http-equiv> at the top of the head (frame-ancestors, report-uri and sandbox cannot go there: set them as
 * HTTP headers at the host if wanted). Mode 'hash': SvelteKit adds the sha256 of its own inline start-up script to
 * script-src on each page; nonces are impossible for static pages. Everything the book loads is its own: scripts,
 * styles, the simulation's module worker (created with new URL(…, import.meta.url), so it is a same-origin file
 * under _app/immutable/workers), the data of client-side navigation (__data.json, fetched: connect-src). 'self'
 * matches whatever sub-path the book lives under, so BASE_PATH builds keep working.
 */
const csp = {
  mode: /** @type {const} */ ('hash'),
  directives: {
    'default-src': ['self'],
    // 'wasm-unsafe-eval': the search (Pagefind, src/lib/search) runs in WebAssembly, which a script-src without it
    // refuses to compile. It allows compiling WebAssembly only: no eval(), no new Function(), no inline script.
    'script-src': ['self', 'wasm-unsafe-eval', ...appHtmlScriptHashes],
    'worker-src': ['self'],
    'connect-src': ['self'],
    // Vite inlines a KaTeX font smaller than 4 KB (KaTeX_Size3) into the CSS as a data: URI.
    'font-src': ['self', 'data:'],
    'img-src': ['self', 'data:'],
    // Style elements and style sheets: only the book's own files (SvelteKit writes no inline <style> here,
    // and the book uses no Svelte transitions, which would).
    'style-src-elem': ['self'],
    // Style attributes: 'unsafe-inline', because the prerendered HTML carries hundreds of distinct ones —
    // KaTeX sets the height, depth and spacing of every box with style="…", and Svelte's style: directives are
    // rendered as style attributes too. 'unsafe-hashes' would need a hash per distinct value per chapter,
    // which SvelteKit cannot compute. Attributes cannot run script or load anything beyond img-src/font-src,
    // and cannot hold selectors, so this leaves no way to run code or read the page; the script directives carry
    // the protection.
    'style-src-attr': ['unsafe-inline'],
    // For browsers without the -elem/-attr split (before Chrome 75, Firefox 108, Safari 15.4).
    'style-src': ['self', 'unsafe-inline'],
    'object-src': ['none'],
    'base-uri': ['self'],
    'form-action': ['self'],
    'manifest-src': ['self']
  }
};

/**
 * The build's version name is the hash of what the book is built from (its sources, content, static files, configs
 * and lock file), not SvelteKit's default, the time of the build: the same sources then build the same bytes on any
 * machine, which is what lets the end-to-end tests prove a page unchanged (tests/e2e/remember.ts); and the name
 * still changes whenever the book does, so an open tab still notices a new version.
 */
function inputsHash() {
  const h = createHash('sha256');
  const root = fileURLToPath(new URL('.', import.meta.url));
  // The tests' own remembered measurements live beside the claims but are never part of the book.
  const TESTS_OWN = join(root, 'content', 'claims', 'tests');
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (e.name.startsWith('.')) continue;
      const path = join(dir, e.name);
      if (path === TESTS_OWN) continue;
      if (e.isDirectory()) walk(path);
      else h.update(path.slice(root.length)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  for (const dir of ['src', 'content', 'static']) walk(join(root, dir));
  for (const file of ['svelte.config.js', 'vite.config.ts', 'package-lock.json']) h.update(file).update('\0').update(readFileSync(join(root, file)));
  return h.digest('hex').slice(0, 16);
}

/** @type {import('@sveltejs/kit').Config} */
const config = {
  extensions: ['.svelte', '.svx'],
  preprocess: [
    vitePreprocess(),
    mdsvex({
      extensions: ['.svx'],
      // <Rung> and <Rungs> (a rung's number in a lesson's prose) are words of a sentence: a line may start with one.
      remarkPlugins: [remarkMath, inlineComponents({ names: ['Rung', 'Rungs'] })],
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
        // AssemblyScript, not TypeScript: its own tsconfig.json there (npm run build:wasm compiles it).
        tsconfig.exclude.push('../src/lib/wasm/assembly/**');
      }
    },
    prerender: { handleHttpError: 'fail', handleMissingId: 'fail' },
    csp,
    // Small style sheets go into the page itself: each is a render-blocking request less before the first paint.
    inlineStyleThreshold: 4096,
    version: { name: inputsHash() },
    // Registered by the page itself, once it has loaded (src/lib/offline/register.ts): its install fetches the whole book.
    serviceWorker: { register: false }
  }
};

export default config;
