/**
 * Theme preference: 'system' follows prefers-color-scheme, 'light'/'dark' override it.
 * Stored in localStorage under 'theme' (app.html reads it before first paint; keep the two in step).
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
const THEME_KEY = 'theme';

export function readTheme(): ThemeChoice {
  try {
    const t = localStorage.getItem(THEME_KEY);
    return t === 'light' || t === 'dark' ? t : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}
