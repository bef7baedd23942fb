import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_TABLE_PAGE_SIZE, inLanguage, type ProductSummary } from '@halwai/domain';
import type { AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { NoticeSnackbar } from '../../lib/admin-ui/notice-snackbar';
import { useNotice } from '../../lib/admin-ui/use-notice';
import { formatRupeeAmount } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SearchField } from '../../lib/ui/search-field';
import { useProductSummaries } from './api/get-product-summaries';
import { StockCell } from './stock-cell';
import { useBackInStockWaiting } from './api/get-back-in-stock-waiting';
import { WaitingNote } from './waiting-note';
import { useToggleAvailability } from './api/toggle-availability';
import { useLanguage } from '../../i18n/use-language';
import { nameMatches } from './product-filters';
import { TableHeadRow } from '../../lib/admin-ui/table-head-row';

const PAGE_BUTTON_LABELS = {
  first: 'table.firstPage',
  last: 'table.lastPage',
  next: 'table.nextPage',
  previous: 'table.previousPage',
} as const;

interface ProductRowProps {
  product: ProductSummary;
  /** Customers waiting to hear the item is back. */
  waiting: number | undefined;
  onNotice: (message: string, severity?: AlertColor) => void;
}

function ProductRow({ product, waiting, onNotice }: ProductRowProps) {
  const { t } = useTranslation('admin-products');
  const toggle = useToggleAvailability();
  const { id, name } = product;

  const changeAvailability = (isAvailable: boolean) =>
    toggle.mutate(
      { id, isAvailable },
      {
        onSuccess: (answer) => onNotice(answer.isAvailable ? t('table.setAvailable', { name }) : t('table.setUnavailable', { name })),
        onError: () => onNotice(t('table.availabilityFailed', { name }), 'error'),
      },
    );

  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {name}
        <WaitingNote count={waiting} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatRupeeAmount(product.price)}
        {product.priceUnit && ` / ${product.priceUnit}`}
      </TableCell>
      <TableCell align="right">
        <StockCell product={product} onNotice={onNotice} />
      </TableCell>
      <TableCell align="center">
        <Switch
          checked={product.isAvailable}
          onChange={(_event, checked) => changeAvailability(checked)}
          disabled={toggle.isPending}
          slotProps={{ input: { 'aria-label': t('common.availableNamed', { name }) } }}
        />
      </TableCell>
      <TableCell align="right">
        <Button component={RouterLink} to={paths.productEdit(id)} size="small" aria-label={t('common.editNamed', { name })}>
          {t('common.edit')}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The product table (`/admin/products`): search, 25 rows per page, an availability switch per row. */
export function ProductTablePage() {
  const { t } = useTranslation('admin-products');
  useDocumentTitle(t('documentTitle.table'));
  const summaries = useProductSummaries();
  const waiting = useBackInStockWaiting();
  const { notice, notify, dismiss } = useNotice();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);

  const language = useLanguage();
  // Each row named in the page's language (the Hindi where there is one); search finds either name.
  const rows = (summaries.data ?? [])
    .filter((p) => nameMatches(p.name, search) || (p.nameHi !== undefined && nameMatches(p.nameHi, search)))
    .map((p) => ({ ...p, name: inLanguage(language, p.name, p.nameHi) }));
  const lastPage = Math.max(0, Math.ceil(rows.length / ADMIN_TABLE_PAGE_SIZE) - 1);
  const currentPage = Math.min(page, lastPage);
  const pageRows = rows.slice(currentPage * ADMIN_TABLE_PAGE_SIZE, (currentPage + 1) * ADMIN_TABLE_PAGE_SIZE);

  return (
    <Container maxWidth="md">
      <AdminPageHeader
        title={t('table.heading')}
        description={t('table.description')}
        actions={
          <Button component={RouterLink} to={paths.productCreate} variant="contained" startIcon={<AddIcon />}>
            {t('list.addNewItem')}
          </Button>
        }
      />
      <SearchField
        label={t('common.searchProducts')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(0);
        }}
        sx={{ mb: 2 }}
      />
      {summaries.isError && (
        <LoadErrorAlert what={t('common.loadProductsFailed')} error={summaries.error} onRetry={summaries.refetch} sx={{ mb: 2 }} />
      )}
      <Paper variant="outlined">
        <TableContainer>
          <Table aria-label={t('table.label')} size="medium">
            <TableHeadRow
              columns={[
                t('table.columns.name'),
                { label: t('table.columns.price'), align: 'right' },
                { label: t('table.columns.stock'), align: 'right' },
                { label: t('table.columns.available'), align: 'center' },
                { label: t('table.columns.actions'), align: 'right' },
              ]}
            />
            <TableBody>
              {summaries.isPending &&
                Array.from({ length: ADMIN_TABLE_PAGE_SIZE }, (_, i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={5}>
                      <Skeleton />
                    </TableCell>
                  </TableRow>
                ))}
              {pageRows.map((product) => (
                <ProductRow key={product.id} product={product} waiting={waiting.data?.get(product.id)} onNotice={notify} />
              ))}
              {summaries.isSuccess && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} align="center" sx={{ py: 4 }}>
                    {search.trim() ? t('table.noMatch') : t('common.noProductsYet')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={rows.length}
          page={currentPage}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={ADMIN_TABLE_PAGE_SIZE}
          rowsPerPageOptions={[ADMIN_TABLE_PAGE_SIZE]}
          labelDisplayedRows={({ from, to, count }) => t('table.rows', { from, to, total: count })}
          getItemAriaLabel={(type) => t(PAGE_BUTTON_LABELS[type])}
        />
      </Paper>
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Container>
  );
}
