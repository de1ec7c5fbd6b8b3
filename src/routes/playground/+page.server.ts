import { tips } from '$lib/site/playgroundTips';
import type { PageServerLoad } from './$types';

/**
 * The "Things to try" texts, read when the page is prerendered. Each tip carries the claims that test its numbers
 * (configs, seeds, checks): the page needs only the sentences, so the claims stay out of the reader's JavaScript.
 */
export const load: PageServerLoad = () => ({
  tips: Object.fromEntries(Object.entries(tips).map(([name, list]) => [name, list!.map((tip) => tip.text)])) as Record<string, string[]>
});
