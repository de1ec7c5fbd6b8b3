// @vitest-environment jsdom
/**
 * The lesson code panel on small made-up sources (passed through its `load` prop) whose diff is known, and once on
 * the real rung files through the default loader.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent, waitFor } from '@testing-library/svelte';
import CodePanel from '../../src/lib/components/ladder/CodePanel.svelte';
import { rungByName, type RungName } from '../../src/lib/ladder/catalogue';
import { rungSource } from '../../src/lib/ladder/sources';
import { splitLines } from '../../src/lib/ladder/diff';

/** 30 lines; the "after" file changes line 15 and drops lines 25–26 of the "before" file. */
const beforeLines = Array.from({ length: 30 }, (_, k) => `const a${k + 1} = ${k + 1};`);
const afterLines = beforeLines.map((l, k) => (k === 14 ? 'const a15 = new Float64Array(15);' : l)).filter((_, k) => k !== 24 && k !== 25);
const BEFORE = beforeLines.join('\n') + '\n';
const AFTER = afterLines.join('\n') + '\n';

const fakeLoad = (texts: Partial<Record<RungName, string>>) =>
  vi.fn(async (name: RungName) => {
    const t = texts[name];
    if (t === undefined) throw new Error(`no such file: ${name}`);
    return t;
  });

const setup = (props: { against?: RungName | null } = {}) => {
  const load = fakeLoad({ 'squared-distance': BEFORE, 'typed-arrays': AFTER });
  const r = render(CodePanel, { rung: 'typed-arrays', load, ...props });
  return { ...r, load };
};

const panel = (c: HTMLElement) => c.querySelector('.code-panel') as HTMLElement;
const shownLines = (c: HTMLElement) => [...c.querySelectorAll<HTMLElement>('[data-line]')].map((r) => Number(r.dataset.line));
const foldButtons = () => screen.queryAllByRole('button', { name: /unchanged line/ });

afterEach(() => vi.unstubAllGlobals());

describe('CodePanel', () => {
  it('says it is loading, then names the file and counts the changes since the rung it builds on', async () => {
    const { container, load } = setup();
    expect(screen.getByText(/Loading the source of src\/lib\/ladder\/rungs\/typed-arrays\.ts/)).toBeInTheDocument();
    expect(panel(container).dataset.rung).toBe('typed-arrays');
    expect(await screen.findByRole('region', { name: /Code of src\/lib\/ladder\/rungs\/typed-arrays\.ts, 1 line changed/ })).toBeInTheDocument();
    // The default comparison is the catalogue's builtOn.
    expect(load.mock.calls.map((c) => c[0]).sort()).toEqual(['squared-distance', 'typed-arrays']);
    const title = rungByName('squared-distance')!.title;
    expect(screen.getByTestId('summary').textContent).toMatch(new RegExp(`1 line changed since “${title}”.*3 old lines replaced or removed`));
    expect(screen.getByText('src/lib/ladder/rungs/typed-arrays.ts')).toBeInTheDocument();
  });

  it('highlights the changed line with a "+" marker and marks where lines were removed', async () => {
    const { container } = setup();
    await screen.findByRole('region');
    const added = container.querySelectorAll<HTMLElement>('[data-kind="added"]');
    expect([...added].map((r) => r.dataset.line)).toEqual(['15']);
    expect(added[0]).toHaveClass('added');
    expect(added[0].querySelector('.mark')!.textContent).toBe('+');
    expect(added[0].textContent).toContain('new Float64Array(15)');
    const same = container.querySelector<HTMLElement>('[data-line="14"]')!;
    expect(same.dataset.kind).toBe('same');
    expect(same.querySelector('.mark')!.textContent).toBe('');
    // Only the pure removal has a marker: the old line 15 is replaced, and the new one is highlighted in its place.
    const removed = container.querySelectorAll<HTMLElement>('[data-removed]');
    expect(removed).toHaveLength(1);
    expect(removed[0].textContent).toContain('2 lines removed here');
    // The marker sits in the gap where a25 and a26 were: after line 24, before line 25 (which is now a27).
    expect((removed[0].previousElementSibling as HTMLElement).dataset.line).toBe('24');
    expect((removed[0].nextElementSibling as HTMLElement).dataset.line).toBe('25');
  });

  it('shows only the changes with 3 lines of context, and a folded run opens on click', async () => {
    const { container } = setup();
    const region = await screen.findByRole('region');
    // Line 15 changed (context 12–18) and a removal before line 25 (context 22–27); line 28, alone, is not worth a
    // fold and is shown.
    expect(shownLines(container)).toEqual([12, 13, 14, 15, 16, 17, 18, 22, 23, 24, 25, 26, 27, 28]);
    expect(foldButtons().map((b) => b.textContent)).toEqual(['⋯ 11 unchanged lines', '⋯ 3 unchanged lines']);
    await fireEvent.click(foldButtons()[1]);
    expect(shownLines(container)).toEqual(Array.from({ length: 17 }, (_, k) => k + 12));
    expect(document.activeElement).toBe(region);
    await fireEvent.click(foldButtons()[0]);
    expect(shownLines(container).slice(0, 3)).toEqual([1, 2, 3]);
    expect(foldButtons()).toHaveLength(0);
  });

  it('toggles between the changes and the whole file', async () => {
    const { container } = setup();
    await screen.findByRole('region');
    const changes = screen.getByRole('button', { name: /Only the changes \(with 3 lines of context\)/ });
    const whole = screen.getByRole('button', { name: 'The whole file' });
    expect(changes).toHaveAttribute('aria-pressed', 'true');
    expect(whole).toHaveAttribute('aria-pressed', 'false');
    await fireEvent.click(whole);
    expect(whole).toHaveAttribute('aria-pressed', 'true');
    expect(shownLines(container)).toEqual(Array.from({ length: 28 }, (_, k) => k + 1));
    expect(foldButtons()).toHaveLength(0);
    expect(container.querySelectorAll('[data-removed]')).toHaveLength(1);
    await fireEvent.click(changes);
    expect(foldButtons()).toHaveLength(2);
  });

  it('is keyboard-focusable: the code region has tabindex 0', async () => {
    setup();
    expect(await screen.findByRole('region')).toHaveAttribute('tabindex', '0');
  });

  it('compared with nothing: the whole file, no highlights, no toggle', async () => {
    const { container, load } = setup({ against: null });
    await screen.findByRole('region');
    expect(load).toHaveBeenCalledTimes(1);
    expect(shownLines(container)).toHaveLength(28);
    expect(container.querySelectorAll('[data-kind="added"], [data-removed]')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'The whole file' })).toBeNull();
    expect(screen.getByTestId('summary').textContent).toMatch(/The whole file, 28 lines/);
  });

  it('says so when a source cannot be loaded', async () => {
    const load = fakeLoad({ 'typed-arrays': AFTER });
    render(CodePanel, { rung: 'typed-arrays', load });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not load the source of .*no such file: squared-distance/);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeDisabled();
  });

  it('copies the whole rung file, or explains how when the clipboard is refused', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    setup();
    await screen.findByRole('region');
    await fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith(AFTER);
    await waitFor(() => expect(screen.getByText(/Copied src\/lib\/ladder\/rungs\/typed-arrays\.ts/)).toBeInTheDocument());
    writeText.mockRejectedValueOnce(new Error('denied'));
    await fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(screen.getByText(/did not allow copying/)).toBeInTheDocument());
  });

  it('with the default loader, shows the real file of the rung it names', async () => {
    const { container } = render(CodePanel, { rung: 'typed-arrays', against: 'typed-arrays' });
    await screen.findByRole('region', {}, { timeout: 5000 });
    const text = splitLines(await rungSource('typed-arrays'));
    expect(panel(container).dataset.rung).toBe('typed-arrays');
    expect(screen.getByTestId('summary').textContent).toMatch(/^\s*0 lines changed/);
    // Against itself nothing changed, so the changes-only view is one fold holding the whole file.
    expect(foldButtons().map((b) => b.textContent)).toEqual([`⋯ ${text.length} unchanged lines`]);
    await fireEvent.click(screen.getByRole('button', { name: 'The whole file' }));
    expect([...container.querySelectorAll('[data-line] .text')].map((e) => e.textContent)).toEqual(text);
  });
});
