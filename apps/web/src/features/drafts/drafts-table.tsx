import type { Category, Subcategory } from '@halwai/domain';
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
import { ITEM_TYPE_LABELS } from '../../lib/admin-ui/item-type-labels';
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
  const categoryName = (id: number) => categories.find((c) => c.id === id)?.name ?? `Unknown (#${id})`;
  const subcategoryName = (id: number) => subcategories.find((s) => s.id === id)?.name ?? `Unknown (#${id})`;

  return (
    <TableContainer>
      <Table aria-label="Drafts">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Subcategory</TableCell>
            <TableCell sx={WIDE_ONLY}>Item type</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {drafts.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                No drafts yet. They stay in this browser until you publish them.
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
              <TableCell sx={WIDE_ONLY}>{ITEM_TYPE_LABELS[draft.itemType]}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                  <IconButton aria-label={`Edit ${draft.name}`} onClick={() => onEdit(draft)}>
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton aria-label={`Delete ${draft.name}`} onClick={() => onDelete(draft)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<PublishIcon />}
                    onClick={() => onPublish(draft)}
                    disabled={publishingId !== null}
                    aria-label={`Publish ${draft.name}`}
                  >
                    Publish
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
