import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import CakeOutlinedIcon from '@mui/icons-material/CakeOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import StoreMallDirectoryOutlinedIcon from '@mui/icons-material/StoreMallDirectoryOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LoginIcon from '@mui/icons-material/Login';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { newMessages } from '../../features/admin-messages/new-messages';
import { newOrders } from '../../features/admin-orders/new-orders';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { useShopInfo } from '../../lib/use-shop-info';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
}

interface NavItemProps {
  to: string;
  label: string;
  icon: ReactNode;
  onNavigate: () => void;
  end?: boolean;
  /** How many new things wait on that page (live orders, messages); 0 shows nothing. */
  count?: number;
}

function NavItem({ to, label, icon, onNavigate, end, count = 0 }: NavItemProps) {
  const { t } = useTranslation('nav');
  return (
    <ListItemButton
      component={NavLink}
      to={to}
      end={end}
      onClick={onNavigate}
      aria-label={count > 0 ? t('withNew', { label, count }) : undefined}
      sx={{
        '&.active': { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1), color: 'primary.dark' },
        '&.active .MuiListItemIcon-root': { color: 'primary.main' },
      }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: 'secondary.main' }}>{icon}</ListItemIcon>
      <ListItemText primary={label} />
      {count > 0 && <Chip label={count > 99 ? '99+' : count} color="primary" size="small" aria-hidden />}
    </ListItemButton>
  );
}

export function NavDrawer({ open, onClose }: NavDrawerProps) {
  const { t } = useTranslation('nav');
  const { email, role } = useSession();
  const { name } = useShopInfo();
  const newOrderCount = newOrders.useUnseen();
  const newMessageCount = newMessages.useUnseen();

  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 288, maxWidth: '85vw' } } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 2,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
      >
        <Box component="img" src="/favicon.svg" alt="" sx={{ width: 40, height: 40 }} />
        <Typography component="p" variant="h6" sx={{ fontFamily: 'Georgia, Cambria, serif', lineHeight: 1.25 }}>
          {name}
        </Typography>
      </Box>
      {email && role === 'cashier' ? (
        <CashierNav email={email} onClose={onClose} />
      ) : (
        <Box component="nav" aria-label={t('main')}>
          <List>
            <NavItem to={paths.home} end label={t('home')} icon={<HomeOutlinedIcon />} onNavigate={onClose} />
            <NavItem to={paths.sweets()} label={t('sweets')} icon={<CakeOutlinedIcon />} onNavigate={onClose} />
            <NavItem to={paths.cart} label={t('cart')} icon={<ShoppingCartOutlinedIcon />} onNavigate={onClose} />
            <NavItem to={paths.myOrders} label={t('myOrders')} icon={<ReceiptLongOutlinedIcon />} onNavigate={onClose} />
          </List>
          <Divider />
          {email ? (
            <List
              subheader={
                <ListSubheader disableSticky sx={{ lineHeight: 1.4, py: 1.5, overflowWrap: 'anywhere' }}>
                  {t('signedInAs', { email })}
                </ListSubheader>
              }
            >
              <NavItem to={paths.dashboard} label={t('dashboard')} icon={<InsightsOutlinedIcon />} onNavigate={onClose} />
              <NavItem to={paths.counter} label={t('counter')} icon={<PointOfSaleOutlinedIcon />} onNavigate={onClose} />
              <NavItem
                to={paths.productList}
                label={t('manageProducts')}
                icon={<Inventory2OutlinedIcon />}
                onNavigate={onClose}
              />
              <NavItem
                to={paths.orders}
                label={t('orders')}
                icon={<AssignmentOutlinedIcon />}
                onNavigate={onClose}
                count={newOrderCount}
              />
              <NavItem
                to={paths.messages}
                label={t('messages')}
                icon={<MailOutlineIcon />}
                onNavigate={onClose}
                count={newMessageCount}
              />
              <NavItem to={paths.shifts} label={t('shifts')} icon={<SavingsOutlinedIcon />} onNavigate={onClose} />
              <NavItem to={paths.customers} label={t('customers')} icon={<PeopleAltOutlinedIcon />} onNavigate={onClose} />
              <NavItem to={paths.categories} label={t('categories')} icon={<CategoryOutlinedIcon />} onNavigate={onClose} />
              <NavItem to={paths.offers} label={t('offerCodes')} icon={<LocalOfferOutlinedIcon />} onNavigate={onClose} />
              <NavItem to={paths.outlets} label={t('outlets')} icon={<StoreMallDirectoryOutlinedIcon />} onNavigate={onClose} />
              <NavItem to={paths.settings} label={t('shopSettings')} icon={<StorefrontOutlinedIcon />} onNavigate={onClose} />
              <NavItem to={paths.drafts} label={t('localDrafts')} icon={<EditNoteOutlinedIcon />} onNavigate={onClose} />
              <NavItem to={paths.accounts} label={t('staffAccounts')} icon={<BadgeOutlinedIcon />} onNavigate={onClose} />
              <NavItem to={paths.logout} label={t('logout')} icon={<LogoutIcon />} onNavigate={onClose} />
            </List>
          ) : (
            <List>
              <NavItem to={paths.login} label={t('login')} icon={<LoginIcon />} onNavigate={onClose} />
            </List>
          )}
        </Box>
      )}
    </Drawer>
  );
}

/** A cashier sells at the counter only: the drawer offers the counter and signing out, nothing of the back office or the shop. */
function CashierNav({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation('nav');
  return (
    <Box component="nav" aria-label={t('main')}>
      <List
        subheader={
          <ListSubheader disableSticky sx={{ lineHeight: 1.4, py: 1.5, overflowWrap: 'anywhere' }}>
            {t('signedInAs', { email })}
          </ListSubheader>
        }
      >
        <NavItem to={paths.counter} label={t('counter')} icon={<PointOfSaleOutlinedIcon />} onNavigate={onClose} />
        <NavItem to={paths.logout} label={t('logout')} icon={<LogoutIcon />} onNavigate={onClose} />
      </List>
    </Box>
  );
}
