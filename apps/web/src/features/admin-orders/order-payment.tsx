import type { Invoice, OrderPayment } from '@halwai/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { apiFetch } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { orderKeys } from './api/order-keys';
import { errorMessage } from '../../lib/admin-ui/error-message';

const invoiceKey = (orderId: number) => ['admin-invoices', orderId] as const;

/** The order's invoice number and payment mark, with the button staff use once they have the money. */
export function OrderPayment({ orderId }: { orderId: number }) {
  const queryClient = useQueryClient();
  const invoice = useQuery({
    queryKey: invoiceKey(orderId),
    queryFn: ({ signal }) => apiFetch<Invoice>(`/api/orders/${orderId}/invoice`, { signal }),
    retry: false,
  });
  const mark = useMutation({
    mutationFn: (paid: boolean) => apiFetch<OrderPayment>(`/api/admin/orders/${orderId}/payment`, { method: 'PUT', json: { paid } }),
    // The card on the board shows the mark too; other boards hear of it live.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: invoiceKey(orderId) }), queryClient.invalidateQueries({ queryKey: orderKeys.all })]),
  });
  if (!invoice.data) return null;
  const { number, paid } = invoice.data;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} component="section" aria-label="Invoice and payment">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>Invoice {number}</Typography>
        <Chip label={paid ? 'Paid' : 'Not paid yet'} color={paid ? 'success' : 'default'} size="small" />
        <Button size="small" variant="outlined" disabled={mark.isPending} onClick={() => mark.mutate(!paid)}>
          {paid ? 'Mark unpaid' : 'Mark paid'}
        </Button>
        <Button size="small" component={RouterLink} to={paths.invoice(orderId)} target="_blank" rel="noopener">
          Printable invoice
        </Button>
      </Stack>
      {mark.isError && <Alert severity="error">{errorMessage(mark.error, 'The payment could not be marked')}</Alert>}
    </Stack>
  );
}
