import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from 'react-i18next';
import { useSession } from '../use-session';

interface AdminPageHeaderProps {
  title: string;
  /** One line under the title saying what the page is for. */
  description?: string;
  /** Buttons on the right (below the title on a phone). */
  actions?: ReactNode;
}

/** The top of every back-office page: its title, who is signed in, and the page's main actions. */
export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  const { email } = useSession();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { xs: 'stretch', sm: 'flex-end' }, justifyContent: 'space-between' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {description && <Typography color="text.secondary">{description}</Typography>}
        {email && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            <Trans
              ns="admin"
              i18nKey="header.loggedInAs"
              values={{ email }}
              components={{ strong: <Box component="strong" sx={{ color: 'text.primary' }} /> }}
            />
          </Typography>
        )}
      </Box>
      {actions && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
