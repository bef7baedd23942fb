import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../lib/use-document-title';

export function OrderSuccessPage() {
  useDocumentTitle('Your order');
  return (
    <Container maxWidth="lg">
      <Typography component="h1" variant="h1" gutterBottom>
        Your order
      </Typography>
    </Container>
  );
}
