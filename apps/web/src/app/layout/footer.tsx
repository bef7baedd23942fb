import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CallIcon from '@mui/icons-material/Call';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { chatLink } from '@halwai/domain';
import { formatMobile, telLink } from '../../lib/format';
import { SOCIAL_LINKS } from '../../lib/shop-info';
import { useShopInfo } from '../../lib/use-shop-info';

function FooterFact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ color: 'accent.light', mt: 0.25, display: 'flex' }}>{icon}</Box>
      <div>
        <Typography variant="overline" component="h2" sx={{ color: 'accent.light', lineHeight: 1.6, letterSpacing: 1.2 }}>
          {label}
        </Typography>
        {children}
      </div>
    </Stack>
  );
}

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function Footer() {
  const shop = useShopInfo();

  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.dark', color: 'secondary.contrastText', mt: 'auto', pt: 4, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <FooterFact icon={<PlaceOutlinedIcon />} label="Visit us">
              <Typography component="address" sx={{ fontStyle: 'normal' }}>
                {shop.name}
                <br />
                {shop.address}
              </Typography>
            </FooterFact>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FooterFact icon={<ScheduleOutlinedIcon />} label="Open">
              <Typography>{shop.openingHours}</Typography>
            </FooterFact>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FooterFact icon={<PhoneOutlinedIcon />} label="Call or chat">
              <Link href={telLink(shop.phone)} color="inherit" underline="hover">
                {formatMobile(shop.phone)}
              </Link>
              <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
                <Button href={telLink(shop.phone)} variant="contained" color="accent" size="small" startIcon={<CallIcon />}>
                  Call
                </Button>
                <Button
                  href={chatLink(shop.phone)}
                  {...newTab}
                  variant="outlined"
                  color="inherit"
                  size="small"
                  startIcon={<WhatsAppIcon />}
                >
                  Chat
                </Button>
                <IconButton href={SOCIAL_LINKS.instagram} {...newTab} color="inherit" aria-label="Instagram">
                  <InstagramIcon />
                </IconButton>
                <IconButton href={SOCIAL_LINKS.facebook} {...newTab} color="inherit" aria-label="Facebook">
                  <FacebookIcon />
                </IconButton>
              </Stack>
            </FooterFact>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'rgba(255,255,255,0.15)', opacity: 0.8, textAlign: 'center' }}>
          © {new Date().getFullYear()} {shop.name}. Prices include GST.
        </Typography>
      </Container>
    </Box>
  );
}
