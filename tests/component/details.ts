import { fireEvent } from '@testing-library/svelte';

/** Opens a <details> by clicking its summary, as a reader does (Disclosure toggles itself on the click). */
export async function openDetails(d: HTMLDetailsElement) {
  await fireEvent.click(d.querySelector('summary')!);
  if (!d.open) throw new Error('the section did not open');
}
