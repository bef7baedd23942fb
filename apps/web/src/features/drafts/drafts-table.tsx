import { useTranslation } from 'react-i18next';
import { inLanguage, type Category, type Subcategory } from '@halwai/domain';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PublishIcon from '@mui/icons-material/Publish';
import { useLanguage } from '../../i18n/use-language';
import type { Draft } from './drafts-storage';

interface DraftsTableProps {
  drafts: readonly Draft[];
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
  onEdit: (draft: Draft) => void;
  onDelete: (draft: Draft) => void;
  onPublish: (draft: Draft) => void;
  /** The draft being published right now, if any. */
  publishingId: string | null;
}

// Phones keep the spec's four columns; the item type joins them where there is room.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The spec's local CRUD table: Name, Category, Subcategory and Actions, plus the item type in words on wider screens. */
export function DraftsTable({ drafts, categories, subcategories, onEdit, onDelete, onPublish, publishingId }: DraftsTableProps) {
  const { t } = useTranslation('drafts');
  const language = useLanguage();
  const named = (row: { name: string; nameHi?: string } | undefined, id: number) =>
    row ? inLanguage(language, row.name, row.nameHi) : t('table.unknown', { id });
  const categoryName = (id: number) => named(categories.find((c) => c.id === id), id);
  const subcategoryName = (id: number) => named(subcategories.find((s) => s.id === id), id);

  return (
    <TableContainer>
      <Table aria-label={t('table.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.name')}</TableCell>
            <TableCell>{t('table.category')}</TableCell>
            <TableCell>{t('table.subcategory')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t('table.itemType')}</TableCell>
            <TableCell align="right">{t('table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {drafts.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {t('table.empty')}
              </TableCell>
            </TableRow>
          )}
          {drafts.map((draft) => (
            <TableRow key={draft.id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {draft.name}
              </TableCell>
              <TableCell>{categoryName(draft.categoryId)}</TableCell>
              <TableCell>{subcategoryName(draft.subcategoryId)}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t(`itemTypes.${draft.itemType}`)}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                  <IconButton aria-label={t('table.edit', { name: draft.name })} onClick={() => onEdit(draft)}>
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton aria-label={t('table.delete', { name: draft.name })} onClick={() => onDelete(draft)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<PublishIcon />}
                    onClick={() => onPublish(draft)}
                    disabled={publishingId !== null}
                    aria-label={t('table.publishNamed', { name: draft.name })}
                  >
                    {t('table.publish')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
