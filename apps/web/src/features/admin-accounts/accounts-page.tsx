import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { ConfirmDialog } from '../../lib/admin-ui/confirm-dialog';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { NoticeSnackbar } from '../../lib/admin-ui/notice-snackbar';
import { useNotice } from '../../lib/admin-ui/use-notice';
import { formatDateTime } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/use-session';
import type { StaffAccount, StaffRole } from '@halwai/domain';
import { useAccounts } from './api/get-accounts';
import { useSetAccountRole } from './api/set-account-role';
import { useSetAccountOutlets } from './api/set-account-outlets';
import { OutletChecks } from './outlet-checks';
import { useShopOutlets } from '../../lib/outlets/use-outlets';
import { useSetAccountStatus } from './api/set-account-status';
import { RoleSelect } from './role-select';
import { AccountRow } from './account-row';
import { CreateAccountForm } from './create-account-form';

function Section({ title, count, empty, children }: { title: string; count: number; empty: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} aria-label={title}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography component="h2" variant="h5">
          {title}
        </Typography>
        <Chip label={count} size="small" />
      </Stack>
      {count === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {children}
        </Box>
      )}
    </Paper>
  );
}

/** Staff accounts (`/admin/register`): approve or reject registrations, see who has access, add an account. */
type Decision = 'approved' | 'rejected';

const DECISION_KEYS = {
  approved: { label: 'account.approve', aria: 'account.approveLabel' },
  rejected: { label: 'account.reject', aria: 'account.rejectLabel' },
} as const satisfies Record<Decision, { label: string; aria: string }>;

interface DecisionButtonProps extends Pick<ButtonProps, 'variant' | 'color'> {
  decision: Decision;
  email: string;
  onDecide: (decision: Decision) => void;
  disabled: boolean;
}

/** Approve or Reject for one registration, named with its email for screen readers. */
function DecisionButton({ decision, email, onDecide, ...props }: DecisionButtonProps) {
  const { t } = useTranslation('admin-accounts');
  const keys = DECISION_KEYS[decision];
  return (
    <Button {...props} onClick={() => onDecide(decision)} aria-label={t(keys.aria, { email })}>
      {t(keys.label)}
    </Button>
  );
}

export function AccountsPage() {
  const { t } = useTranslation('admin-accounts');
  useDocumentTitle(t('page.documentTitle'));
  const accounts = useAccounts();
  const setStatus = useSetAccountStatus();
  const setRole = useSetAccountRole();
  const setOutlets = useSetAccountOutlets();
  const shop = useShopOutlets();
  const { email: myEmail } = useSession();
  const { notice, notify, dismiss } = useNotice();
  const [toRemove, setToRemove] = useState<StaffAccount | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const list = accounts.data ?? [];
  const pending = list.filter((a) => a.status === 'pending');
  const approved = list.filter((a) => a.status === 'approved');
  const rejected = list.filter((a) => a.status === 'rejected');
  const busy = (account: StaffAccount) =>
    (setStatus.isPending && setStatus.variables?.id === account.id) ||
    (setRole.isPending && setRole.variables?.id === account.id) ||
    (setOutlets.isPending && setOutlets.variables?.id === account.id);
  const changeOutlets = (account: StaffAccount, outlets: number[] | null) =>
    setOutlets.mutate(
      { id: account.id, outlets },
      {
        onSuccess: () =>
          notify(
            outlets === null
              ? t('outlets.changedAll', { email: account.email })
              : t('outlets.changed', { email: account.email, outlets: outlets.map(shop.nameOf).join(', ') }),
          ),
        onError: (error) => notify(errorMessage(error, t('account.updateFailed', { email: account.email })), 'error'),
      },
    );
  const changeRole = (account: StaffAccount, role: StaffRole) =>
    setRole.mutate(
      { id: account.id, role },
      {
        onSuccess: () => notify(t('account.roleChanged', { email: account.email, role: t(`roles.${role}`) })),
        onError: (error) => notify(errorMessage(error, t('account.updateFailed', { email: account.email })), 'error'),
      },
    );

  const decide = (account: StaffAccount, status: Decision) =>
    setStatus.mutate(
      { id: account.id, status },
      {
        onSuccess: () => notify(t(status === 'approved' ? 'account.canSignIn' : 'account.refused', { email: account.email })),
        onError: (error) => notify(errorMessage(error, t('account.updateFailed', { email: account.email })), 'error'),
        onSettled: () => setConfirmOpen(false),
      },
    );
  const decisionProps = (account: StaffAccount) => ({
    email: account.email,
    onDecide: (decision: Decision) => decide(account, decision),
    disabled: busy(account),
  });

  return (
    <Container maxWidth="lg">
      <AdminPageHeader title={t('page.title')} description={t('page.description')} />
      {accounts.isError && (
        <LoadErrorAlert what={t('page.loadError')} error={accounts.error} onRetry={accounts.refetch} sx={{ mb: 2 }} />
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          {accounts.isPending ? (
            <Skeleton variant="rounded" height={320} aria-label={t('page.loading')} />
          ) : (
            <Stack spacing={3}>
              <Section title={t('sections.waiting')} count={pending.length} empty={t('sections.waitingNone')}>
                {pending.map((account) => (
                  <AccountRow key={account.id} email={account.email} detail={t('account.registered', { at: formatDateTime(account.createdAt) })}>
                    <DecisionButton decision="approved" variant="contained" color="success" {...decisionProps(account)} />
                    <DecisionButton decision="rejected" variant="outlined" color="error" {...decisionProps(account)} />
                  </AccountRow>
                ))}
              </Section>
              <Section title={t('sections.approved')} count={approved.length} empty={t('sections.approvedNone')}>
                {approved.map((account) => (
                  <AccountRow
                    key={account.id}
                    email={account.email}
                    detail={
                      account.approvedAt
                        ? t('account.approvedAt', { at: formatDateTime(account.approvedAt) })
                        : t('account.since', { at: formatDateTime(account.createdAt) })
                    }
                    below={
                      // Only a shop with several outlets limits staff to some; one's own account is never limited here.
                      shop.several && account.email !== myEmail ? (
                        <OutletChecks
                          account={account}
                          outlets={shop.outlets}
                          disabled={busy(account)}
                          onChange={(outlets) => changeOutlets(account, outlets)}
                        />
                      ) : undefined
                    }
                  >
                    {account.email === myEmail ? (
                      <Chip label={t('account.you')} color="secondary" size="small" />
                    ) : (
                      <>
                        <RoleSelect account={account} disabled={busy(account)} onChange={(role) => changeRole(account, role)} />
                        <Button
                          color="error"
                          onClick={() => {
                            setToRemove(account);
                            setConfirmOpen(true);
                          }}
                          disabled={busy(account)}
                          aria-label={t('account.removeAccessLabel', { email: account.email })}
                        >
                          {t('account.removeAccess')}
                        </Button>
                      </>
                    )}
                  </AccountRow>
                ))}
              </Section>
              {rejected.length > 0 && (
                <Section title={t('sections.refused')} count={rejected.length} empty="">
                  {rejected.map((account) => (
                    <AccountRow key={account.id} email={account.email} detail={t('account.registered', { at: formatDateTime(account.createdAt) })}>
                      <DecisionButton decision="approved" {...decisionProps(account)} />
                    </AccountRow>
                  ))}
                </Section>
              )}
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <CreateAccountForm onNotice={notify} />
          </Paper>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={confirmOpen}
        title={t('remove.title')}
        onConfirm={() => toRemove && decide(toRemove, 'rejected')}
        onCancel={() => setConfirmOpen(false)}
        pending={setStatus.isPending}
      >
        {t('remove.body', { email: toRemove?.email ?? '' })}
      </ConfirmDialog>
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Container>
  );
}
