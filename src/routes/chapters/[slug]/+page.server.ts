import { figuresOf } from '$lib/figures';
import type { PageServerLoad } from './$types';

/** The chapter's fixed charts, computed while prerendering: the reader's browser only draws them. */
export const load: PageServerLoad = ({ params }) => ({ figures: figuresOf(params.slug) });
