import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleGrid } from '../src/features/console/components/console-grid';
import { renderInPortal } from './support/render';

interface Row {
  id: number;
  name: string;
}

const columns = [{ field: 'name', headerName: 'Name', flex: 1 }];
const gridProps = {
  paginationModel: { page: 0, pageSize: 25 },
  onPaginationModelChange: () => undefined,
  sortModel: [],
  onSortModelChange: () => undefined,
  onFilterModelChange: () => undefined,
};

function renderGrid(rows: Row[] | undefined, isFetching: boolean) {
  const list = {
    data: rows && { items: rows, total: rows.length },
    isError: false,
    error: null,
    isFetching,
    refetch: () => undefined,
  };
  return renderInPortal(
    <ConsoleGrid<Row>
      label="People"
      list={list}
      columns={columns}
      gridProps={gridProps}
      searchable={false}
    />,
  );
}

describe('a console grid while its list loads', () => {
  it('shows a named loading bar outside the grid, never an unnamed one among the rows', () => {
    renderGrid([{ id: 1, name: 'Dana Demo' }], true);
    const bar = screen.getByRole('progressbar', { name: 'Loading…' });
    const grid = screen.getByRole('grid', { name: 'People' });
    expect(grid.contains(bar)).toBe(false);
    expect(within(grid).queryAllByRole('progressbar')).toHaveLength(0);
    // The rows already there stay readable while the next page loads.
    expect(within(grid).getByText('Dana Demo')).toBeTruthy();
  });

  it('says nothing of an empty list before it has arrived, and no bar once it has', () => {
    const { rerender } = renderGrid(undefined, true);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(within(screen.getByRole('grid')).queryAllByRole('progressbar')).toHaveLength(0);
    rerender(<></>);
    renderGrid([], false);
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
  });
});
