import { fireEvent } from '@testing-library/svelte';

/** Opens a <details> the way a click on its summary does (jsdom does not toggle it on a click), firing 'toggle'. */
export async function openDetails(d: HTMLDetailsElement) {
  d.open = true;
  await fireEvent(d, new Event('toggle'));
}
