// @vitest-environment jsdom
/**
 * The take-home panel: a Download link per file with the file's path and a download attribute, a Copy button that
 * fetches the file (only then: nothing is loaded before) and hands its text to the clipboard, the line count and
 * size once known, a preview that opens on the fetched text, and a message that says why when the clipboard is
 * missing or refuses, or the file does not load. And the ladder's code panel links the sorted grid to its set.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent, waitFor, within } from '@testing-library/svelte';
import TakeHome from '../../src/lib/components/TakeHome.svelte';
import CodePanel from '../../src/lib/components/ladder/CodePanel.svelte';
import { takeHomeSet } from '../../src/lib/site/takeHome';

const TEXT = '// Boids in 2-D\nconst a = 1;\nconst b = 2;\n';

/** A fetch that answers every take-home file with TEXT (or with `status`), counting its calls. */
function stubFetch(status = 200) {
  const fetch = vi.fn(async (url: string) => new Response(status === 200 ? TEXT : 'Not found', { status, statusText: status === 200 ? 'OK' : 'Not Found' }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
function stubClipboard(writeText?: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: writeText ? { writeText } : undefined });
}
const card = (name: string) => document.querySelector<HTMLElement>(`[data-file="${name}"]`)!;
const copyButton = (name: string) => within(card(name)).getByRole('button', { name: `Copy ${name}` });
const status = (name: string) => within(card(name)).getByRole('status');

afterEach(() => vi.unstubAllGlobals());

describe('TakeHome', () => {
  it('lists the set’s files, each with a Download link to its path and a download attribute, and loads nothing yet', () => {
    const fetch = stubFetch();
    render(TakeHome, { set: 'boids-2d' });
    const set = takeHomeSet('boids-2d');
    expect(screen.getByRole('heading', { name: `Take-home code: ${set.title}` })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: `Take-home code: ${set.title}` }).id).toBe('take-home-boids-2d');
    expect(screen.getByText(set.matches)).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Download / });
    expect(links.map((a) => a.getAttribute('download'))).toEqual(['boids-2d.ts', 'Boids2D.cs', 'Boids2DBehaviour.cs']);
    for (const a of links) expect(a.getAttribute('href')).toMatch(new RegExp(`(^|/)take-home/${a.getAttribute('download')!.replace('.', '\\.')}$`));
    expect(within(card('Boids2DBehaviour.cs')).getByText('C# · Unity MonoBehaviour')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.querySelector('[data-testid="size"]')).toBeNull();
  });

  it('copies the fetched text, says so in a live region, and then shows the line count and size', async () => {
    const fetch = stubFetch();
    const writeText = vi.fn(async (_text: string) => {});
    stubClipboard(writeText);
    render(TakeHome, { set: 'crowd' });
    await fireEvent.click(copyButton('Crowd.cs'));
    await waitFor(() => expect(status('Crowd.cs')).toHaveTextContent('Copied Crowd.cs to the clipboard.'));
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0][0])).toMatch(/(^|\/)take-home\/Crowd\.cs$/);
    expect(status('Crowd.cs')).toHaveAttribute('aria-live', 'polite');
    expect(within(card('Crowd.cs')).getByTestId('size')).toHaveTextContent('3 lines · 42 bytes');
    // Copied again: one fetch in all, and the message comes again.
    await fireEvent.click(copyButton('Crowd.cs'));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(status('Crowd.cs')).toHaveTextContent('Copied Crowd.cs'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says why a copy failed: the clipboard refused, there is no clipboard, the file did not load', async () => {
    stubFetch();
    stubClipboard(vi.fn(async () => { throw new Error('NotAllowedError'); }));
    render(TakeHome, { set: 'boids-3d' });
    await fireEvent.click(copyButton('Boids3D.cs'));
    await waitFor(() => expect(status('Boids3D.cs')).toHaveTextContent('The browser did not allow copying Boids3D.cs. Press Copy again'));
    expect(status('Boids3D.cs')).toHaveClass('failed');

    stubClipboard(undefined);
    await fireEvent.click(copyButton('boids-3d.ts'));
    await waitFor(() => expect(status('boids-3d.ts')).toHaveTextContent('does not let the page use the clipboard'));

    stubFetch(404);
    stubClipboard(vi.fn(async () => {}));
    await fireEvent.click(copyButton('Boids3DBehaviour.cs'));
    await waitFor(() => expect(status('Boids3DBehaviour.cs')).toHaveTextContent('Could not load Boids3DBehaviour.cs: the server answered 404 Not Found. Try again, or use Download.'));
  });

  it('opens a preview of the file on its text, from the keyboard too', async () => {
    const load = vi.fn(async () => TEXT);
    render(TakeHome, { set: 'boids-2d', load });
    const summary = within(card('boids-2d.ts')).getByText('Preview boids-2d.ts');
    expect(card('boids-2d.ts').querySelector('pre')).toBeNull();
    summary.focus();
    await fireEvent.click(summary);
    const pre = await within(card('boids-2d.ts')).findByRole('region', { name: 'boids-2d.ts, 3 lines' });
    expect(pre.textContent).toBe(TEXT);
    expect(pre).toHaveAttribute('tabindex', '0');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a preview whose file does not load says so', async () => {
    render(TakeHome, { set: 'boids-2d', load: async () => { throw new Error('offline'); } });
    await fireEvent.click(within(card('Boids2D.cs')).getByText('Preview Boids2D.cs'));
    expect(await within(card('Boids2D.cs')).findByRole('alert')).toHaveTextContent('Could not load Boids2D.cs: offline.');
  });
});

describe('the ladder’s code panel', () => {
  const load = async () => 'const a = 1;\n';
  it('links the sorted grid’s code to its take-home set on its lesson', async () => {
    render(CodePanel, { rung: 'sorted-grid', against: null, load });
    const link = await screen.findByRole('link', { name: 'Take this home' });
    expect(link.getAttribute('href')).toMatch(/(^|\/)ladder\/sorted-grid\/#take-home-boids-2d$/);
  });
  it('and no other rung’s', async () => {
    render(CodePanel, { rung: 'uniform-grid', against: null, load });
    await screen.findByRole('region');
    expect(screen.queryByRole('link', { name: 'Take this home' })).toBeNull();
  });
});
