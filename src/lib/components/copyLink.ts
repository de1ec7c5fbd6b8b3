/** Copies a link to the clipboard; says how that went, for the field that shows the link (the clipboard may refuse). */
export async function copyLink(url: string): Promise<'copied to the clipboard' | 'copy it from here'> {
  try {
    await navigator.clipboard.writeText(url);
    return 'copied to the clipboard';
  } catch {
    return 'copy it from here';
  }
}
