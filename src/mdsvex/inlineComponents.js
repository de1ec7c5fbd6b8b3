/**
 * A remark plugin for MDsveX (svelte.config.js): lets a line of prose start with one of the named inline components.
 * MDsveX takes any line that starts with a tag for an HTML block, so a paragraph that opens with `<Rung … />` (or has
 * one at the start of a wrapped line) would lose its <p> and its markdown from there on (CHAPTER_KIT.md). For the
 * names given, the block tokenizer steps aside and the line stays prose; the tag is then inline HTML, as it is
 * mid-line. Every other tag at the start of a line is an HTML block as before.
 *
 * @param {{ names: string[] }} options the components that are always inline
 */
export function inlineComponents({ names }) {
  const startsInline = new RegExp(`^[ \\t]*<(?:${names.join('|')})(?=[\\s/>])`);
  return function attach() {
    const tokenizers = this.Parser.prototype.blockTokenizers;
    const html = tokenizers.html;
    if (html.inlineComponents) return;
    /** @this {unknown} @param {unknown} eat @param {string} value @param {boolean} silent */
    function blockHtml(eat, value, silent) {
      if (startsInline.test(value)) return undefined;
      return html.call(this, eat, value, silent);
    }
    blockHtml.inlineComponents = true;
    tokenizers.html = blockHtml;
  };
}
