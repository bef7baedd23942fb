import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { CustomerSummary } from '@halwai/domain';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { EmptyState } from '../../lib/admin-ui/empty-state';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { TableHeadRow } from '../../lib/admin-ui/table-head-row';
import { formatDateTime, formatMobile, formatRupeeAmount } from '../../lib/format';
import { SearchField } from '../../lib/ui/search-field';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMediaQuery } from '../../lib/use-media-query';
import { useDownloadCustomersCsv } from './api/download-customers-csv';
import { useCustomers } from './api/get-customers';
import { CustomerOrdersDialog } from './customer-orders-dialog';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** How long the search box waits for a pause before asking. */
const SEARCH_PAUSE_MS = 300;

/** `/admin/customers`: the regulars, one row per mobile, searchable by name or number; a row opens their orders. */
export function CustomersPage() {
  const { t } = useTranslation('admin-customers');
  useDocumentTitle(t('title'));
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_PAUSE_MS);
  const customers = useCustomers(q);
  const download = useDownloadCustomersCsv();
  const [open, setOpen] = useState<CustomerSummary | null>(null);
  const wide = useMediaQuery('(min-width: 900px)');
  const rows = customers.data ?? [];

  return (
    <Container maxWidth="lg">
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="outlined" startIcon={<DownloadIcon />} loading={download.isPending} onClick={() => download.mutate(q)}>
            {t('downloadCsv')}
          </Button>
        }
      />
      {download.error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => download.reset()}>
          {errorMessage(download.error, t('csvFailed'))}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <SearchField
          label={t('search')}
          value={search}
          onChange={setSearch}
          autoComplete="off"
          sx={{ width: { xs: '100%', sm: 360 } }}
        />
        {customers.data && (
          <Typography color="text.secondary" role="status">
            {t('shown', { count: rows.length })} · {t('spentNote')}
          </Typography>
        )}
      </Stack>

      {customers.error && (
        <LoadErrorAlert what={t('loadFailed')} error={customers.error} onRetry={() => customers.refetch()} sx={{ mb: 2 }} />
      )}
      {customers.isPending && <Skeleton variant="rounded" height={240} />}
      {customers.data && rows.length === 0 && <EmptyState text={q.trim() ? t('noMatch', { q: q.trim() }) : t('empty')} />}
      {rows.length > 0 &&
        (wide ? <CustomersTable rows={rows} onOpen={setOpen} /> : <CustomerCards rows={rows} onOpen={setOpen} />)}

      <CustomerOrdersDialog customer={open} onClose={() => setOpen(null)} fullScreen={!wide} />
    </Container>
  );
}

const firstName = (c: CustomerSummary) => c.names[0] ?? '';

function CustomersTable({ rows, onOpen }: { rows: readonly CustomerSummary[]; onOpen: (c: CustomerSummary) => void }) {
  const { t } = useTranslation('admin-customers');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('title')}>
        <TableHeadRow
          columns={[
            t('columns.name'),
            t('columns.mobile'),
            { label: t('columns.orders'), align: 'right' },
            { label: t('columns.spent'), align: 'right' },
            t('columns.lastOrder'),
          ]}
        />
        <TableBody>
          {rows.map((c) => (
            <TableRow key={c.mobile} hover onClick={() => onOpen(c)} sx={{ cursor: 'pointer' }}>
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(c);
                  }}
                  aria-label={t('open', { name: firstName(c), mobile: formatMobile(c.mobile) })}
                  sx={{ fontWeight: 700, textAlign: 'left' }}
                >
                  {firstName(c)}
                </Link>
                {c.names.length > 1 && (
                  <Typography variant="body2" color="text.secondary">
                    {t('alsoKnownAs', { names: c.names.slice(1).join(', ') })}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMobile(c.mobile)}</TableCell>
              <TableCell align="right">{c.orders}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRupeeAmount(c.totalSpent)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.lastOrderAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CustomerCards({ rows, onOpen }: { rows: readonly CustomerSummary[]; onOpen: (c: CustomerSummary) => void }) {
  const { t } = useTranslation('admin-customers');
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((c) => (
        <Card component="li" key={c.mobile} variant="outlined">
          <CardActionArea
            onClick={() => onOpen(c)}
            aria-label={t('open', { name: firstName(c), mobile: formatMobile(c.mobile) })}
            sx={{ p: 2 }}
          >
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{firstName(c)}</Typography>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatRupeeAmount(c.totalSpent)}</Typography>
            </Stack>
            {c.names.length > 1 && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('alsoKnownAs', { names: c.names.slice(1).join(', ') })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {formatMobile(c.mobile)} · {t('orders', { count: c.orders })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('lastOrder', { date: formatDateTime(c.lastOrderAt) })}
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
