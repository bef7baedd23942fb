import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { FeedAddresses } from '@halwai/domain';
import { useFeedAddresses } from './api/feed-addresses';

/** The product feeds' addresses, to paste into Google Merchant Center and Meta's Commerce Manager. */
export function ProductFeeds() {
  const { t } = useTranslation('admin-settings');
  const feeds = useFeedAddresses();
  if (!feeds.data) return null;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} component="section" aria-labelledby="product-feeds-title">
      <Typography id="product-feeds-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('feeds.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('feeds.help')}
      </Typography>
      <Stack spacing={2}>
        {(['google', 'meta'] as const satisfies (keyof FeedAddresses)[]).map((kind) => (
          <FeedAddress key={kind} label={t(`feeds.${kind}`)} address={feeds.data[kind]} />
        ))}
      </Stack>
    </Paper>
  );
}

function FeedAddress({ label, address }: { label: string; address: string }) {
  const { t } = useTranslation('admin-settings');
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard.writeText(address).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        label={label}
        value={address}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { readOnly: true, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() } }}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        onClick={copy}
        aria-label={t('feeds.copyNamed', { name: label })}
        sx={{ flexShrink: 0, minWidth: 120 }}
      >
        {copied ? t('feeds.copied') : t('feeds.copy')}
      </Button>
    </Stack>
  );
}
