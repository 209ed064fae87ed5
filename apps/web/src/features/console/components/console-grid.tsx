import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowParams,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { errorMessage } from '@/shared/api/api-error';
import { ErrorState } from '@/shared/ui/error-state';
import { useConsoleTexts } from './console-context';

/** Page sizes the console's grids offer (the server takes at most 100). */
export const PAGE_SIZES = [10, 25, 50, 100];

/** What a server-side grid asks for: a page, an order, a search text. */
export interface GridQuery {
  page: number;
  pageSize: number;
  sort?: string;
  dir?: 'asc' | 'desc';
  q?: string;
}

/** A grid's paging, sorting and search as state, turned into the query a console call takes. */
export function useGridQuery(initial: Partial<GridQuery> = {}) {
  const [pagination, setPagination] = useState<GridPaginationModel>({
    page: 0,
    pageSize: initial.pageSize ?? 25,
  });
  const [sortModel, setSortModel] = useState<GridSortModel>(
    initial.sort ? [{ field: initial.sort, sort: initial.dir ?? 'asc' }] : [],
  );
  const [search, setSearch] = useState('');
  const query: GridQuery = {
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
    ...(sortModel[0] ? { sort: sortModel[0].field, dir: sortModel[0].sort ?? 'asc' } : {}),
    ...(search ? { q: search } : {}),
  };
  const onFilterModelChange = (model: GridFilterModel) => {
    setSearch((model.quickFilterValues ?? []).join(' ').trim().slice(0, 200));
    setPagination((p) => ({ ...p, page: 0 }));
  };
  /** Back to the first page (a filter outside the grid changed). */
  const restart = () => setPagination((p) => ({ ...p, page: 0 }));
  return {
    query,
    restart,
    gridProps: {
      paginationModel: pagination,
      onPaginationModelChange: setPagination,
      sortModel,
      onSortModelChange: (model: GridSortModel) => {
        setSortModel(model);
        setPagination((p) => ({ ...p, page: 0 }));
      },
      onFilterModelChange,
    },
  };
}

/** The grid's own loading overlay, empty: the named bar above the grid says it is loading. */
function NoLoadingOverlay() {
  return null;
}

/** A console list's query, as TanStack Query answers it. */
interface ListQuery<R> {
  data?: { items: R[]; total: number };
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ConsoleGridProps<R extends GridValidRowModel> {
  label: string;
  list: ListQuery<R>;
  columns: GridColDef<R>[];
  gridProps: ReturnType<typeof useGridQuery>['gridProps'];
  onRowClick?: (row: R) => void;
  /** Offers the toolbar's search (the list's call takes a search text). */
  searchable?: boolean;
  /** Rows chosen with checkboxes (kept across pages), for an action on a selection. */
  selection?: { model: GridRowSelectionModel; onChange: (model: GridRowSelectionModel) => void };
}

/**
 * A console list: the data grid paged, sorted and searched on the server, with its toolbar (columns
 * to show, density, CSV of the rows shown, search), in the interface language; a failed load is
 * said with a retry.
 */
export function ConsoleGrid<R extends GridValidRowModel>({
  label,
  list,
  columns,
  gridProps,
  onRowClick,
  searchable = true,
  selection,
}: ConsoleGridProps<R>) {
  const { grid } = useConsoleTexts();
  const { t } = useTranslation();
  if (list.isError)
    return <ErrorState message={errorMessage(list.error, '')} onRetry={() => void list.refetch()} />;
  // Loading is shown by a bar above the grid, named for screen readers: the grid's own bar would be
  // an unnamed progress bar among its rows, which a grid may not hold.
  return (
    <Box sx={{ width: '100%', minWidth: 0, position: 'relative' }}>
      {list.isFetching && (
        <LinearProgress
          aria-label={t('common.loading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
        />
      )}
      <DataGrid<R>
        aria-label={label}
        rows={list.data?.items ?? []}
        columns={columns}
        rowCount={list.data?.total ?? 0}
        loading={list.isFetching}
        localeText={grid}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        pageSizeOptions={PAGE_SIZES}
        showToolbar
        slots={{ loadingOverlay: NoLoadingOverlay }}
        slotProps={{ toolbar: { showQuickFilter: searchable, quickFilterProps: { debounceMs: 300 } } }}
        autoHeight
        onRowClick={onRowClick ? (params: GridRowParams<R>) => onRowClick(params.row) : undefined}
        {...(selection && {
          checkboxSelection: true,
          keepNonExistentRowsSelected: true,
          rowSelectionModel: selection.model,
          onRowSelectionModelChange: selection.onChange,
        })}
        sx={{ '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : undefined } }}
        {...gridProps}
      />
    </Box>
  );
}
