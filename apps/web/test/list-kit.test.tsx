import type { AssetScope } from '@vitrine/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ASSET_PLACE, ASSET_SORT } from '../src/features/assets/lib/asset-list-place';
import { CONTENT_SORT } from '../src/features/contents/lib/content-list-place';
import { ListHeading } from '../src/shared/lists/list-heading';
import { ANSWERED, ListResults } from '../src/shared/lists/list-results';
import { ListSortDialog } from '../src/shared/lists/list-sort-dialog';
import { ListToolbar } from '../src/shared/lists/list-toolbar';
import { ListTreePanel } from '../src/shared/lists/list-tree-panel';
import { findTreePath } from '../src/shared/lists/tree-path';
import { renderInPortal } from './support/render';

const scopes: AssetScope[] = [
  {
    id: 1,
    code: 'images',
    name: 'Images',
    children: [{ id: 2, code: 'pack shots', name: 'Pack shots', children: [] } as AssetScope],
  } as AssetScope,
  { id: 3, code: 'docs', name: 'Documents', children: [] } as AssetScope,
];
const answered = <T,>(data: T) => ({ isPending: false, isError: false, data, error: null }) as never;

describe('the list toolbar', () => {
  it('shows the count, the current order, and opens the sort dialog', async () => {
    const onSort = vi.fn();
    renderInPortal(
      <ListToolbar
        sort={ASSET_SORT}
        search={<input aria-label="Search" />}
        status="12 assets"
        orderBy="name"
        orderDir="desc"
        onSort={onSort}
      />,
    );
    expect(screen.getByRole('status')).toHaveProperty('textContent', '12 assets');
    const button = screen.getByRole('button', { name: /Sort/ });
    expect(button.textContent).toContain('(Name, Descending)');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(button);
    expect(onSort).toHaveBeenCalledOnce();
  });

  it('keeps the status line (no text) while the first page loads', () => {
    renderInPortal(
      <ListToolbar
        sort={CONTENT_SORT}
        search={null}
        status={undefined}
        orderBy="created"
        orderDir="asc"
        onSort={vi.fn()}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('\u00a0');
    expect(screen.getByRole('button').textContent).toContain('(Date created, Ascending)');
  });
});

describe('the sort dialog', () => {
  it('applies the chosen field and direction, chosen by keyboard', async () => {
    const onApply = vi.fn();
    renderInPortal(
      <ListSortDialog
        sort={CONTENT_SORT}
        orderBy="created"
        orderDir="desc"
        onClose={vi.fn()}
        onApply={onApply}
      />,
    );
    const dialog = screen.getByRole('dialog');
    const title = within(dialog).getByRole('radio', { name: 'Title' });
    await userEvent.click(title);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Ascending' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('title', 'asc');
  });

  it('closes without applying', async () => {
    const onApply = vi.fn();
    const onClose = vi.fn();
    renderInPortal(
      <ListSortDialog sort={ASSET_SORT} orderBy="name" orderDir="asc" onClose={onClose} onApply={onApply} />,
    );
    expect(screen.getByRole('radio', { name: 'Name' })).toHaveProperty('checked', true);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});

describe('the tree panel and heading', () => {
  it('links every node under the list address, the current one marked', () => {
    const path = findTreePath(scopes, 'pack shots');
    renderInPortal(
      <ListTreePanel
        place={ASSET_PLACE}
        query={answered(scopes)}
        current="pack shots"
        path={path}
        compact={false}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'All assets' }).getAttribute('href')).toBe(
      '/en-GB/asset/list',
    );
    const current = within(nav).getByRole('link', { name: 'Pack shots' });
    expect(current.getAttribute('href')).toBe('/en-GB/asset/list/pack%20shots');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Documents' }).getAttribute('aria-current')).toBeNull();
  });

  it('names the current node as the h1, with the way up as breadcrumbs', () => {
    renderInPortal(<ListHeading place={ASSET_PLACE} path={findTreePath(scopes, 'pack shots')} id="h" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pack shots');
    const crumbs = screen.getByRole('navigation', { name: 'Category path' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Assets', 'Images']);
  });

  it('finds the way to a node, or nothing', () => {
    expect(findTreePath(scopes, 'docs').map((s) => s.code)).toEqual(['docs']);
    expect(findTreePath(scopes, 'nope')).toEqual([]);
    expect(findTreePath(scopes, null)).toEqual([]);
  });
});

describe('the results', () => {
  const base = { isPending: false, isError: false, error: null, data: [1], refetch: vi.fn() };

  it('shows the skeleton while the first page loads', () => {
    renderInPortal(
      <ListResults
        query={{ ...base, isPending: true, data: undefined }}
        empty
        updating={false}
        skeleton={<p>skeleton</p>}
        heading="Assets"
      >
        <p>cards</p>
      </ListResults>,
    );
    expect(screen.getByText('skeleton')).toBeTruthy();
    expect(screen.queryByText('cards')).toBeNull();
  });

  it('offers to try again after an error', async () => {
    const refetch = vi.fn();
    renderInPortal(
      <ListResults
        query={{ ...base, isError: true, data: undefined, error: new Error('x'), refetch }}
        empty={false}
        updating={false}
        skeleton={null}
        heading="Assets"
      >
        <p>cards</p>
      </ListResults>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says when nothing matches', () => {
    renderInPortal(
      <ListResults query={ANSWERED} empty updating={false} skeleton={null} heading="Assets">
        <p>cards</p>
      </ListResults>,
    );
    expect(screen.getByText('No results')).toBeTruthy();
    expect(screen.queryByText('cards')).toBeNull();
  });

  it('keeps the results, busy under a progress bar, while another answer loads', () => {
    renderInPortal(
      <ListResults query={base} empty={false} updating skeleton={null} heading="Assets">
        <p>cards</p>
      </ListResults>,
    );
    expect(screen.getByRole('heading', { name: 'Assets' })).toBeTruthy();
    expect(screen.getByText('cards').parentElement?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
  });
});
