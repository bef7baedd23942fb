import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { AdminCategory, AdminSubcategory } from '@halwai/domain';

export type CategoryTarget = { kind: 'category'; item: AdminCategory } | { kind: 'subcategory'; item: AdminSubcategory };

interface CategoryCardProps {
  category: AdminCategory;
  onRename: (target: CategoryTarget) => void;
  onDelete: (target: CategoryTarget) => void;
  /** The form that adds a subcategory here. */
  addSubcategory: ReactNode;
}

function RowButtons({
  name,
  target,
  onRename,
  onDelete,
}: { name: string; target: CategoryTarget } & Pick<CategoryCardProps, 'onRename' | 'onDelete'>) {
  const { t } = useTranslation('admin-categories');
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      <Tooltip title={t('card.rename')}>
        <IconButton aria-label={t('card.renameNamed', { name })} onClick={() => onRename(target)} size="small">
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('card.delete')}>
        <IconButton aria-label={t('card.deleteNamed', { name })} onClick={() => onDelete(target)} size="small">
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** The Hindi name staff gave, beside the English. */
function HindiName({ name, inline = false }: { name: string | undefined; inline?: boolean }) {
  if (!name) return null;
  return (
    <Typography component="span" lang="hi" color="text.secondary" sx={{ display: inline ? 'inline' : 'block', ml: inline ? 1 : 0, overflowWrap: 'anywhere' }}>
      {name}
    </Typography>
  );
}

/** A category with its subcategories and how many products each holds. */
export function CategoryCard({ category, onRename, onDelete, addSubcategory }: CategoryCardProps) {
  const { t } = useTranslation('admin-categories');
  const headingId = `category-${category.id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {category.name}
          </Typography>
          <HindiName name={category.nameHi} />
          <Typography variant="body2" color="text.secondary">
            {t('card.products', { count: category.productCount })}
          </Typography>
        </Box>
        <RowButtons name={category.name} target={{ kind: 'category', item: category }} onRename={onRename} onDelete={onDelete} />
      </Stack>
      <Box component="ul" aria-label={t('card.subcategoriesOf', { name: category.name })} sx={{ listStyle: 'none', p: 0, my: 1.5 }}>
        {category.subcategories.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {t('card.noSubcategories')}
          </Typography>
        )}
        {category.subcategories.map((sub) => (
          <Stack
            component="li"
            key={sub.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', py: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}
          >
            <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {sub.name}
              <HindiName name={sub.nameHi} inline />
            </Typography>
            <Chip label={t('card.products', { count: sub.productCount })} size="small" variant="outlined" />
            <RowButtons name={sub.name} target={{ kind: 'subcategory', item: sub }} onRename={onRename} onDelete={onDelete} />
          </Stack>
        ))}
      </Box>
      {addSubcategory}
    </Paper>
  );
}
