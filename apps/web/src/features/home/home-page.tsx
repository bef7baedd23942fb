import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function HomePage() {
  useDocumentTitle('');
  return (
    <Container maxWidth="lg">
      <Typography component="h1" variant="h1" gutterBottom>
        Sweets, snacks &amp; groceries
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '60ch' }}>
        Laddoos, barfi, namkeen and everyday groceries from our kitchen and shelves. Fill your cart and order with just your
        name and mobile number.
      </Typography>
      <Button component={RouterLink} to={paths.sweets()} variant="contained" size="large">
        Browse sweets
      </Button>
    </Container>
  );
}
